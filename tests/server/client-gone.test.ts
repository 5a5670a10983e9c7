/**
 * A client that goes away is not an error (issue 20, server/client-gone.ts): a browser that closes its request for
 * a static file (the favicon, a script) or a page, before or while the answer goes out, leaves no error-level line
 * in the server's log, only a debug line; a real error is still one (error-logging.test.ts), and so is a
 * disconnection code on a request whose client is still there. Against a real server.ts at LOG_LEVEL=debug.
 */
import type { Request, Response } from "express";
import { readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isClientGone } from "../../server/client-gone";
import { jsonLogLines, REPO_ROOT, startServer, type StartedServer } from "../support/start-server";

let server: StartedServer;

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: "test", PAGE_CACHE_TTL_MS: "0", LOG_LEVEL: "debug" } });
});

afterAll(async () => {
  await server?.stop();
});

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  err?: { code?: string; message?: string };
}

/** The JSON lines the server printed so far. */
const logLines = () => jsonLogLines<LogLine>(server);

/** The biggest script of the build: its answer is still going out when the client leaves. */
function biggestScript(): string {
  const dir = path.join(REPO_ROOT, "build/client/assets");
  const [file] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  return `/assets/${file}`;
}

type When = "at once" | "mid-answer";

/** A GET of `target` on a raw socket destroyed at once after the request, or on the answer's first bytes. */
function abandon(target: string, when: When, encoding: string): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      if (when === "at once") socket.destroy();
    });
    socket.once("data", () => socket.destroy());
    socket.once("close", () => resolve());
    socket.on("error", () => undefined);
  });
}

describe("a client that goes away", () => {
  it("is a debug line, never an error: static files and pages, before and during the answer", async () => {
    const cases = ["/favicon.svg", biggestScript(), "/jobs?lng=en", "/"].flatMap((target) =>
      ["br", "gzip", "identity"].flatMap((encoding) =>
        (["at once", "mid-answer"] as const).map((when) => ({ target, encoding, when })),
      ),
    );
    const gone = () => logLines().filter((line) => line.msg === "client went away");
    // Rounds until the server has seen a client leave mid-request at least once (a race the first round nearly always wins).
    for (let round = 0; round < 20 && gone().length === 0; round += 1) {
      await Promise.all(cases.map(({ target, when, encoding }) => abandon(target, when, encoding)));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(gone().length).toBeGreaterThan(0);
    expect(gone().every((line) => line.level === 20)).toBe(true);
    const errors = logLines().filter((line) => line.level >= 50);
    expect(errors.map((line) => `${line.msg} ${line.path} ${line.err?.code} ${line.err?.message}`)).toEqual([]);
    // The server still answers.
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });

  it("is told by the closed connection, not by the code alone: the same code from a live request stays an error", () => {
    const aborted = Object.assign(new Error("Request aborted"), { code: "ECONNABORTED" });
    const request = (destroyed: boolean) => ({ destroyed, socket: { destroyed } }) as unknown as Request;
    const response = { destroyed: false } as unknown as Response;
    expect(isClientGone(aborted, request(true), response)).toBe(true);
    expect(isClientGone(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }), request(true), response)).toBe(
      true,
    );
    expect(isClientGone(aborted, request(false), response)).toBe(false);
    expect(isClientGone(new TypeError("x is undefined"), request(true), response)).toBe(false);
  });
});
