#!/usr/bin/env node
/**
 * Writes the web app manifest's icons (docs/ui.md#offline): build/client/icons/icon-192.png and icon-512.png, drawn
 * by sharp from public/favicon.svg so the installed app's icon is the favicon, at the sizes Chromium's install
 * check asks for. Made at build time, not committed, so the favicon stays their only source.
 *
 * Usage: node scripts/icons.mjs
 */
import { mkdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
export const ICON_SIZES = [192, 512];

const svg = await readFile(root("public/favicon.svg"));
await mkdir(root("build/client/icons"), { recursive: true });
for (const size of ICON_SIZES) {
  // The favicon is drawn at 32 px: a density that renders it at the icon's size keeps its edges sharp.
  await sharp(svg, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toFile(root(`build/client/icons/icon-${size}.png`));
}
console.log(`icons: build/client/icons/icon-{${ICON_SIZES.join(",")}}.png`);
