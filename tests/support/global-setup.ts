/**
 * vitest global setup: the server tests start server.ts, which serves the built app. Build once
 * when there is no build (scripts/test.sh builds before vitest, so this is for a bare `npx vitest`),
 * and write the precompressed siblings when an older build lacks them.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./start-server";

export default function globalSetup(): void {
  const serverBuild = path.join(REPO_ROOT, "build", "server", "index.js");
  const assets = path.join(REPO_ROOT, "build", "client", "assets");
  if (!existsSync(serverBuild)) {
    execFileSync("npm", ["run", "build", "--silent"], { cwd: REPO_ROOT, stdio: "inherit" });
  } else if (!readdirSync(assets).some((name) => name.endsWith(".br"))) {
    execFileSync(process.execPath, ["scripts/precompress.mjs"], { cwd: REPO_ROOT, stdio: "inherit" });
  }
}
