import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReadCache } from "../../server/read-cache";
import { signIn } from "../reliability/support";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * docs/operations.md#caches: the shared reads of the public job list. The cache alone on a clock of its own (shared
 * within the period, one call for concurrent readers, a failure not kept, everything dropped by a write, a read
 * begun before a write not served after it), then the real server: a write to the API is on the next page.
 */
describe("createReadCache", () => {
  let clock = 0;
  const counting = () => {
    let calls = 0;
    return { load: async () => ++calls, calls: () => calls };
  };

  it("shares a key's value within the period and reads again after it", async () => {
    const cache = createReadCache({ ttlMs: 2_000, now: () => clock });
    const source = counting();
    expect(await cache.read("jobs", source.load)).toBe(1);
    clock += 1_999;
    expect(await cache.read("jobs", source.load)).toBe(1);
    expect(await cache.read("other", source.load)).toBe(2);
    clock += 1;
    expect(await cache.read("jobs", source.load)).toBe(3);
  });

  it("gives concurrent readers of a missing key one call", async () => {
    const cache = createReadCache({ ttlMs: 2_000, now: () => clock });
    const source = counting();
    expect(
      await Promise.all([cache.read("k", source.load), cache.read("k", source.load), cache.read("k", source.load)]),
    ).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it("keeps no failure: the next reader asks again", async () => {
    const cache = createReadCache({ ttlMs: 2_000, now: () => clock });
    await expect(cache.read("k", () => Promise.reject(new Error("API down")))).rejects.toThrow("API down");
    expect(await cache.read("k", async () => "back")).toBe("back");
  });

  it("drops everything at a write, also a read still under way when the write was answered", async () => {
    const cache = createReadCache({ ttlMs: 60_000, now: () => clock });
    const source = counting();
    expect(await cache.read("k", source.load)).toBe(1);
    cache.invalidate();
    expect(await cache.read("k", source.load)).toBe(2);

    let release: (value: string) => void = () => undefined;
    const slow = cache.read("slow", () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release("before the write");
    expect(await slow).toBe("before the write");
    expect(await cache.read("slow", async () => "after the write")).toBe("after the write");
  });

  it("keeps at most maxEntries, the oldest out first, and nothing with a period of 0", async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2, now: () => clock });
    const source = counting();
    await cache.read("a", source.load);
    await cache.read("b", source.load);
    await cache.read("c", source.load);
    expect(await cache.read("a", source.load)).toBe(4);
    const off = createReadCache({ ttlMs: 0 });
    const again = counting();
    await off.read("k", again.load);
    await off.read("k", again.load);
    expect(again.calls()).toBe(2);
  });
});

describe("the shared job list on the real server", () => {
  let server: StartedServer;
  beforeAll(async () => {
    // A long period: only the write itself can explain a fresh list.
    server = await startServer({
      env: {
        NODE_ENV: "production",
        SECRET_KEY: "read-cache-test-secret-".repeat(3),
        PAGE_CACHE_TTL_MS: "60000",
        ALLOW_LOCAL_PAYMENTS: "1",
        RATE_LIMIT_MAX: "10000",
      },
      embeddedDatabase: true,
      timeoutMs: 180_000,
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a signed-in worker a company's change to a job on the next page", async () => {
    const worker = await signIn(server.url);
    const company = await signIn(server.url, "company@demo.test");
    const page = async () =>
      (await fetch(`${server.url}/employee/jobs`, { headers: { cookie: worker.cookie } })).text();
    // One of the demo company's jobs on the list's first page (the API's own first page, as the page reads it).
    const received = (await (
      await fetch(`${server.url}/api/applications/`, { headers: company.headers })
    ).json()) as Array<{ job: number }>;
    const listed = (await (await fetch(`${server.url}/api/jobs/`)).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const job = listed.results.find((item) => received.some((application) => application.job === item.id));
    if (!job) throw new Error("the demo company has no job with applications on the first page");
    const card = `href="/employee/jobs/${job.id}/description">`;
    const before = await page();
    expect(before).toContain(card);

    const title = `Night porter ${Date.now()}`;
    const patched = await fetch(`${server.url}/api/jobs/${job.id}/`, {
      method: "PATCH",
      headers: { ...company.headers, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ title }),
    });
    expect(patched.status).toBe(200);
    const after = await page();
    expect(before).not.toContain(title);
    expect(after).toContain(`${card}${title}</a>`);
  });
});
