#!/usr/bin/env node
/**
 * Writes build/client/sw.js: app/service-worker/sw.js with the build's version in front (`const BUILD = "…"`), a
 * hash of the client build's manifest, so every deploy whose browser code changed names new caches and the worker
 * drops the older ones when it activates (docs/ui.md#offline, decision 194). Runs after `remix vite:build` and
 * before scripts/precompress.mjs (which compresses the result like any script).
 *
 * Usage: node scripts/service-worker.mjs
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const root = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

const [manifest, source] = await Promise.all([
  readFile(root("build/.vite/client-manifest.json")),
  readFile(root("app/service-worker/sw.js"), "utf8"),
]);
const version = createHash("sha256").update(manifest).update(source).digest("hex").slice(0, 12);
await writeFile(root("build/client/sw.js"), `const BUILD = ${JSON.stringify(version)};\n${source}`);
console.log(`service worker: build/client/sw.js, version ${version}`);
