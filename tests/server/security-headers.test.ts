/**
 * The nonce and its policy are made when a response needs them (server/security-headers.ts): a handler that sends
 * its own policy (a stored guest page, decision 193) costs neither, and every other response still gets a policy
 * whose nonce is its own.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { buildCsp } from "../../server/csp";
import { cspNonceIfAny, cspNonceOf, securityHeaders } from "../../server/security-headers";

let server: Server;
let base = "";
const madeNonces: (string | undefined)[] = [];

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ hsts: false, cspRules: [] }));
  app.get("/rendered", (_req, res) => {
    res.send(`<script nonce="${cspNonceOf(res)}"></script>`);
  });
  app.get("/own-policy", (_req, res) => {
    res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'sha256-abc'");
    res.send("stored");
    madeNonces.push(cspNonceIfAny(res));
  });
  app.get("/json", (_req, res) => {
    res.json({ ok: true });
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("security headers", () => {
  it("gives a rendered page a policy naming the nonce its scripts carry, fresh for every response", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/rendered`), fetch(`${base}/rendered`)]);
    for (const response of [first, second]) {
      const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get("content-security-policy")).toBe(buildCsp({ nonce }, "/rendered", []));
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
  });

  it("keeps a handler's own policy and makes no nonce for it", async () => {
    const response = await fetch(`${base}/own-policy`);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'sha256-abc'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(madeNonces).toEqual([undefined]);
  });

  it("still gives a response that never asked for a nonce the strict policy", async () => {
    const response = await fetch(`${base}/json`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic';/);
    expect(policy).toContain("object-src 'none'");
  });
});
