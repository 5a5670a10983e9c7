#!/usr/bin/env node
/**
 * `npm start`: builds the web app when build/ is missing or older than its sources, then runs
 * server.ts (node with tsx's loader: one process, no tsx CLI wrapper in between; server/instrument.ts first), forwards
 * SIGTERM/SIGINT to it and exits with its exit code.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUILD_MARKER = path.join(ROOT, "build", "server", "index.js");
/** Everything the Remix build reads (common/ is bundled through app/lib/env.server.ts and the error screens). */
const BUILD_INPUTS = ["app", "contract", "public", "locales", "common", "vite.config.ts", "package-lock.json"];

/** True when there is no build, or a build input changed after it was made. */
export function buildIsStale(root = ROOT) {
  const marker = path.join(root, "build", "server", "index.js");
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`start: ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

function main() {
  if (buildIsStale()) {
    console.log(existsSync(BUILD_MARKER) ? "start: sources changed, rebuilding" : "start: no build yet, building");
    run("npx", ["remix", "vite:build"]);
    run(process.execPath, [path.join(ROOT, "scripts", "precompress.mjs")]);
  }
  // server/instrument.ts starts Sentry before anything else loads when SENTRY_DSN is set; without it, it does nothing.
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./server/instrument.ts", "server.ts"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
