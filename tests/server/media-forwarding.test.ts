/**
 * /media on a web-only process (server/media-forwarding.ts): the web tier asks the API tier's /media and answers as
 * the API would. Against the API's real /media handler (server/static-files.ts) on the disk and on an S3 bucket, the
 * forwarded answer has the same status, headers and bytes, for GET, HEAD, a byte range, a revalidation and a missing
 * key. Against a stand-in API that misbehaves on purpose: names the store never makes are refused without asking it;
 * an API that refuses, hangs, fails or stops midway gets the short 503 (or a cut-off body) within the timeout, never
 * a 500 or a hang; a browser that leaves ends the request to the API.
 */
import { createServer, type IncomingHttpHeaders, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { mediaFromApi, mediaOriginOf } from "../../server/media-forwarding";
import { mediaFiles } from "../../server/static-files";
import { makeWebp } from "../fixtures/images/make-images";
import { mediaOnDiskAndBucket, type MediaOnDiskAndBucket } from "../support/media-on-disk-and-bucket";
import { rawRequest } from "../support/raw-http";

const KEY = "avatars/0b5e8f4c-2d1a-4e3b-9c7d-6a5f4e3d2c1b.webp";
const MISSING = "/media/avatars/00000000-0000-4000-8000-000000000000.webp";
/** Set per response or per connection, not by /media. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive"]);
const TIMEOUT_MS = 800;
const silent = createLogger("silent");

type Listening = { origin: string; close(): Promise<void> };

async function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A web-only process's /media in front of the API at `apiOrigin`, with HSTS on (production). */
function webOnly(apiOrigin: string): Promise<Listening> {
  return listen(express().use("/media", mediaFromApi({ origin: apiOrigin, timeoutMs: TIMEOUT_MS }, true, silent)));
}

function comparable(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(entries.filter(([name]) => !PER_CONNECTION.has(name)));
}

describe("/media forwarded to the API's own /media", () => {
  let media: MediaOnDiskAndBucket | undefined;
  let bytes: Buffer;
  const apis: Record<"disk" | "bucket", Listening> = {} as Record<"disk" | "bucket", Listening>;
  const webs: Record<"disk" | "bucket", Listening> = {} as Record<"disk" | "bucket", Listening>;

  beforeAll(async () => {
    bytes = await makeWebp(320, 240);
    media = await mediaOnDiskAndBucket("media-forwarding", KEY, bytes);
    for (const kind of ["disk", "bucket"] as const) {
      apis[kind] = await listen(express().use("/media", mediaFiles(media.stores[kind].source, true, silent)));
      webs[kind] = await webOnly(apis[kind].origin);
    }
  });
  afterAll(async () => {
    for (const server of [...Object.values(webs), ...Object.values(apis)]) await server.close();
    await media?.stop();
  });

  describe.each(["disk", "bucket"] as const)("an API with its uploads on the %s", (kind) => {
    const both = async (method: string, pathname: string, headers: Record<string, string> = {}) =>
      Promise.all([
        rawRequest(apis[kind].origin, method, pathname, { headers }),
        rawRequest(webs[kind].origin, method, pathname, { headers }),
      ]);

    it("GET: the API's status, headers and bytes", async () => {
      const [api, web] = await both("GET", `/media/${KEY}`);
      expect(web.status).toBe(200);
      expect(comparable(web.headers)).toEqual(comparable(api.headers));
      expect(comparable(web.headers)).toMatchObject({
        "content-type": "image/webp",
        "content-length": String(bytes.length),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
      });
      expect(web.headers.etag).toBeTruthy();
      expect(web.headers["last-modified"]).toBeTruthy();
      const body = Buffer.from(await (await fetch(`${webs[kind].origin}/media/${KEY}`)).arrayBuffer());
      expect(body.equals(bytes)).toBe(true);
    });

    it("HEAD: the same headers, no body", async () => {
      const [api, web] = await both("HEAD", `/media/${KEY}`);
      expect(web.status).toBe(200);
      expect(comparable(web.headers)).toEqual(comparable(api.headers));
      expect(web.text).toBe("");
    });

    it("a byte range: 206 with the API's Content-Range and those bytes", async () => {
      const [api, web] = await both("GET", `/media/${KEY}`, { Range: "bytes=0-15" });
      expect(web.status).toBe(206);
      expect(comparable(web.headers)).toEqual(comparable(api.headers));
      const ranged = await fetch(`${webs[kind].origin}/media/${KEY}`, { headers: { Range: "bytes=0-15" } });
      expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 16))).toBe(true);
    });

    it("a revalidation by ETag or by date: 304, as the API answers it", async () => {
      const first = await rawRequest(webs[kind].origin, "GET", `/media/${KEY}`);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers["last-modified"]);
      const revalidations: Record<string, string>[] = [
        { "If-None-Match": etag },
        { "If-Modified-Since": lastModified },
      ];
      for (const headers of revalidations) {
        const [api, web] = await both("GET", `/media/${KEY}`, headers);
        expect(web.status, JSON.stringify(headers)).toBe(304);
        expect(web.text).toBe("");
        expect(comparable(web.headers)).toEqual(comparable(api.headers));
      }
      // Another version's tag: the whole file.
      const stale = await rawRequest(webs[kind].origin, "GET", `/media/${KEY}`, {
        headers: { "If-None-Match": '"x"' },
      });
      expect(stale.status).toBe(200);
    });

    it("a key the store does not have: the API's short 404", async () => {
      const [api, web] = await both("GET", MISSING);
      expect(web.status).toBe(404);
      expect(comparable(web.headers)).toEqual(comparable(api.headers));
      expect(web.text).toBe("Not found");
    });
  });
});

/** A stand-in API whose /media misbehaves as each test says, recording what it was asked. */
type Mode =
  | { kind: "file" }
  | { kind: "refuse" }
  | { kind: "hang" }
  | { kind: "answer"; status: number; headers?: Record<string, string>; body: string }
  | { kind: "stall-body" };

describe("/media forwarded to an API that misbehaves", () => {
  let mode: Mode = { kind: "file" };
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const open = new Set<ServerResponse>();
  let standIn: Listening;
  let web: Listening;

  beforeAll(async () => {
    standIn = await listen((req, res) => {
      asked.push({ url: req.url ?? "", headers: req.headers });
      open.add(res);
      res.once("close", () => open.delete(res));
      if (mode.kind === "refuse") req.socket.destroy();
      else if (mode.kind === "answer") res.writeHead(mode.status, mode.headers).end(mode.body);
      else if (mode.kind === "stall-body")
        res.writeHead(200, { "content-type": "image/webp", "content-length": "1000" }).write("RIFF");
      else if (mode.kind === "file")
        res.writeHead(200, { "content-type": "image/webp", "content-length": "4", etag: '"a"' }).end("RIFF");
      // "hang": never answers.
    });
    web = await listen(
      express().use(
        "/media",
        mediaFromApi({ origin: `${standIn.origin}/prefix`, timeoutMs: TIMEOUT_MS }, true, silent),
      ),
    );
  });
  afterAll(async () => {
    await web?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    mode = { kind: "file" };
    asked.length = 0;
  });

  it("asks the API's origin (API_URL without /api) for that key only, with the revalidation headers and no others", async () => {
    expect(mediaOriginOf("http://api.internal:3000/api")).toBe("http://api.internal:3000");
    expect(mediaOriginOf("https://example.com/backend/api")).toBe("https://example.com/backend");
    const response = await rawRequest(web.origin, "GET", `/media/${KEY}?size=large`, {
      headers: { "If-None-Match": '"b"', Cookie: "access=secret", Authorization: "Bearer secret" },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe("RIFF");
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe(`/prefix/media/${KEY}`);
    expect(asked[0].headers["if-none-match"]).toBe('"b"');
    expect(asked[0].headers.cookie).toBeUndefined();
    expect(asked[0].headers.authorization).toBeUndefined();
  });

  it.each([
    ["a dot-dot segment", "GET", "/media/avatars/..%2F..%2Fpackage.json"],
    ["a name the store never makes", "GET", "/media/avatars/photo.png"],
    ["an unknown folder", "GET", "/media/secrets/0b5e8f4c-2d1a-4e3b-9c7d-6a5f4e3d2c1b.webp"],
    ["an undecodable path", "GET", "/media/avatars/%E0%A4%A.webp"],
    ["a POST", "POST", `/media/${KEY}`],
    ["a DELETE", "DELETE", `/media/${KEY}`],
  ])("%s gets the short 404 without asking the API", async (_name, method, pathname) => {
    const response = await rawRequest(web.origin, method, pathname);
    expect(response.status).toBe(404);
    expect(response.text).toBe("Not found");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(asked).toEqual([]);
  });

  const expectShort503 = (response: Awaited<ReturnType<typeof rawRequest>>, retryAfter = "5") => {
    expect(response.status).toBe(503);
    expect(response.text).toBe("Service temporarily unavailable");
    expect(response.headers["retry-after"]).toBe(retryAfter);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  };

  it("an API that refuses the connection: the short 503 at once", async () => {
    mode = { kind: "refuse" };
    const started = Date.now();
    expectShort503(await rawRequest(web.origin, "GET", `/media/${KEY}`));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it("an API that never answers: the short 503 when the timeout is up, and the request to it is ended", async () => {
    mode = { kind: "hang" };
    const started = Date.now();
    expectShort503(await rawRequest(web.origin, "GET", `/media/${KEY}`));
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
    await expect.poll(() => open.size).toBe(0);
  });

  it("an API's own 503 keeps its Retry-After; a 500 or anything /media never answers is a 503 too", async () => {
    mode = { kind: "answer", status: 503, headers: { "retry-after": "30" }, body: "down" };
    expectShort503(await rawRequest(web.origin, "GET", `/media/${KEY}`), "30");
    for (const status of [500, 502, 301]) {
      mode = {
        kind: "answer",
        status,
        headers: { "content-type": "text/html" },
        body: "<h1>Internal Server Error</h1>",
      };
      expectShort503(await rawRequest(web.origin, "GET", `/media/${KEY}`));
    }
  });

  it("an API that stops midway: the body is cut off within the timeout, never a hang", async () => {
    mode = { kind: "stall-body" };
    const started = Date.now();
    const outcome = await rawRequest(web.origin, "GET", `/media/${KEY}`).then(
      (response) => `answered ${response.status} with ${response.text.length} bytes`,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(outcome).not.toMatch(/answered .* 1000 bytes/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    await expect.poll(() => open.size).toBe(0);
  });

  it("a browser that leaves before the answer ends the request to the API", async () => {
    mode = { kind: "hang" };
    const controller = new AbortController();
    const request = fetch(`${web.origin}/media/${KEY}`, { signal: controller.signal }).catch(() => undefined);
    await expect.poll(() => open.size).toBe(1);
    controller.abort();
    await request;
    await expect.poll(() => open.size, { timeout: TIMEOUT_MS / 2 }).toBe(0);
  });
});
