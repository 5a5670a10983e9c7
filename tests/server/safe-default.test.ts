/**
 * security.md "Safe defaults and true claims" (docs/operations.md#starting): `npm start` with nothing configured is
 * production mode with a random secret kept in DATA_DIR (mode 0600), never the development secret that is in this
 * repository. Before this, a token signed by hand with the development secret and a company owner's uuid read that
 * company's applicants.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SECRET_KEY } from "../../common/env-schema";
import { SECRET_KEY_FILE } from "../../server/secret-key";
import { startServer, type StartedServer } from "../support/start-server";

/** Nothing configured: empty values count as unset, also over the test runner's own NODE_ENV=test. */
const DEFAULT_START = { NODE_ENV: "", SECRET_KEY: "", RATE_LIMIT_STRICT_MAX: "1000" };

// Our own DATA_DIR, so it outlives the first process for the restart.
const dataDir = mkdtempSync(path.join(tmpdir(), "safe-default-"));
let server: StartedServer;
beforeAll(async () => {
  server = await startServer({ env: DEFAULT_START, dataDir, embeddedDatabase: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(baseUrl: string, email: string): Promise<{ access: string }> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Seasonal-2026!" }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access: string };
}

/** The same claims as a real token, signed again with `secret`. */
function resign(token: string, secret: string): Promise<string> {
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));
}

const applicants = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/applications/applicants/`, { headers: { Authorization: `Bearer ${token}` } });

describe("a default start", () => {
  it("runs in production mode and keeps a generated secret in DATA_DIR, readable by its owner only", () => {
    expect(server.output()).toMatch(/"msg":"mode: production"/);
    expect(server.output()).toMatch(/"secretKey":"generated"/);
    const file = path.join(server.dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(server.output()).not.toContain(secret);
  });

  it("refuses a token signed with the development secret (401), where the same claims with the real secret pass", async () => {
    const { access } = await signIn(server.url, "company@demo.test");
    expect((await applicants(server.url, access)).status).toBe(200);
    const secret = readFileSync(path.join(server.dataDir, SECRET_KEY_FILE), "utf8").trim();
    expect((await applicants(server.url, await resign(access, secret))).status).toBe(200);
    const forged = await applicants(server.url, await resign(access, DEV_SECRET_KEY));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: "token_not_valid" });
  });

  it("sends HSTS, as production does", async () => {
    const response = await fetch(`${server.url}/jobs`);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("keeps sessions across a restart: the next start reads the same secret", async () => {
    const { access } = await signIn(server.url, "employee@demo.test");
    const secret = readFileSync(path.join(dataDir, SECRET_KEY_FILE), "utf8");
    await server.stop();
    server = await startServer({ env: DEFAULT_START, dataDir, embeddedDatabase: true });
    expect(server.output()).toMatch(/"secretKey":"data-dir"/);
    expect(readFileSync(path.join(dataDir, SECRET_KEY_FILE), "utf8")).toBe(secret);
    const me = await fetch(`${server.url}/api/employees/`, { headers: { Authorization: `Bearer ${access}` } });
    expect(me.status).toBe(200);
  }, 120_000);
});
