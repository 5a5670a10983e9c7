#!/usr/bin/env node
/**
 * Writes `.br` (brotli quality 11) and `.gz` (gzip level 9) beside every js/css/svg/json/txt file of
 * build/client. server/static-files.ts sends them to clients that accept the encoding: brotli 11 is too slow
 * per request but costs nothing once at build time (design section 10). A compressed file that is not smaller
 * than its original is not written; small files are not skipped, since Vite's many little shared chunks
 * (a few hundred bytes each) add up on every first load.
 *
 * Usage: node scripts/precompress.mjs [directory]   (default: build/client)
 */
import { readdir, readFile, writeFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const EXTENSIONS = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt"]);

export async function precompressDirectory(root) {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  let originalBytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      originalBytes += source.length;
      brotliBytes += Math.min(br.length, source.length);
      const counts = await Promise.all([
        writeIfSmaller(`${file}.br`, br, source.length),
        writeIfSmaller(`${file}.gz`, gz, source.length),
      ]);
      written += counts[0] + counts[1];
    }),
  );
  return { files: files.length, written, originalBytes, brotliBytes };
}

/** Writes `data` when it saves bytes; otherwise removes a stale sibling from an earlier build. */
async function writeIfSmaller(target, data, originalSize) {
  if (data.length >= originalSize) {
    await rm(target, { force: true });
    return 0;
  }
  await writeFile(target, data);
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? "build/client");
  const result = await precompressDirectory(root);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompress: ${result.written} .br/.gz files written for ${result.files} text files ` +
      `in ${path.relative(process.cwd(), root) || "."} ` +
      `(${kb(result.originalBytes)} → ${kb(result.brotliBytes)} brotli)`,
  );
}
