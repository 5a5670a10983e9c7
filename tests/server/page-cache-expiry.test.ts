import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guestPageCache } from "../../server/page-cache";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";

/**
 * docs/operations.md#caches, "Expiry under load": the guest page cache in front of a page whose renders the test
 * holds and releases, on a clock the test moves. An expired page is rendered once while the requests that come
 * meanwhile get the old one; never for longer than one more period; a render that fails or is abandoned does
 * not keep the others on the old page.
 */
const TTL_MS = 2_000;
let clock = 1_000_000;

interface Render {
  finish(status?: number): void;
  /** The server has seen this response end or its visitor leave. */
  closed: Promise<void>;
}
/** Renders the test wants to hold, in order; any other render answers at once. */
const holds: ((render: Render) => void)[] = [];
let renders = 0;

const app = express();
app.use(guestPageCache({ ttlMs: TTL_MS, now: () => clock }));
app.get("/terms", (_req, res) => {
  renders += 1;
  const version = renders;
  const finish = (status = 200) => res.status(status).type("html").end(`<html>version ${version}</html>`);
  const hold = holds.shift();
  if (!hold) return finish();
  hold({ finish, closed: new Promise((resolve) => res.once("close", () => resolve())) });
});

/** The next render, held until the test finishes it; resolves once the page handler has started it. */
function holdNextRender(): Promise<Render> {
  return new Promise((resolve) => holds.push(resolve));
}

let server: Loopback;
beforeAll(async () => {
  server = await listenOnLoopback(app);
});
afterAll(() => server.close());

let page = 0;
/** Each test has a URL of its own (the query is part of the key). */
let path = "";
beforeEach(() => {
  page += 1;
  path = `/terms?page=${page}`;
});

async function get(signal?: AbortSignal): Promise<{ cache: string | null; body: string }> {
  const response = await fetch(`${server.origin}${path}`, { signal });
  return { cache: response.headers.get("x-page-cache"), body: await response.text() };
}

/** The page rendered and stored; the clock then moves `afterMs` on. */
async function cachedPage(afterMs: number): Promise<string> {
  const { body } = await get();
  clock += afterMs;
  return body;
}

describe("the guest page cache when a page expires", () => {
  it("renders it once while the requests that come meanwhile get the old page", async () => {
    const old = await cachedPage(TTL_MS + 1);
    const held = holdNextRender();
    const renderer = get();
    const render = await held;
    const meanwhile = await Promise.all(Array.from({ length: 20 }, () => get()));
    expect(meanwhile.filter((answer) => answer.cache !== "hit" || answer.body !== old)).toEqual([]);
    render.finish();
    const fresh = await renderer;
    expect(fresh.cache).toBe("miss");
    expect(fresh.body).not.toBe(old);
    expect(await get()).toEqual({ cache: "hit", body: fresh.body });
  });

  it("never serves the old page past one more period", async () => {
    const old = await cachedPage(TTL_MS + 1);
    const held = holdNextRender();
    const renderer = get();
    const slowRender = await held;
    clock += TTL_MS;
    const late = await get();
    expect(late.cache).toBe("miss");
    expect(late.body).not.toBe(old);
    slowRender.finish();
    await renderer;

    const quietOld = await cachedPage(2 * TTL_MS + 1);
    expect((await get()).body).not.toBe(quietOld);
  });

  it("lets the next request render when the render fails or its visitor goes away", async () => {
    const old = await cachedPage(TTL_MS + 1);
    const failing = holdNextRender();
    const failed = get();
    (await failing).finish(500);
    expect((await failed).body).not.toBe(old);
    expect((await get()).cache).toBe("miss");

    const current = await cachedPage(TTL_MS + 1);
    const abandoning = holdNextRender();
    const visitor = new AbortController();
    const abandoned = get(visitor.signal).catch(() => null);
    const abandonedRender = await abandoning;
    visitor.abort();
    await Promise.all([abandoned, abandonedRender.closed]);
    const next = await get();
    expect(next.cache).toBe("miss");
    expect(next.body).not.toBe(current);
    abandonedRender.finish();
  });
});
