import type { RequestListener } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, isApiError } from "~/lib/api/client.server";
import { apiAccessFor } from "../../server/api-connection";
import { underGcPressure as settleUnderGcPressure } from "../support/gc";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";

const underGcPressure = (call: Promise<unknown>) => settleUnderGcPressure(call, ANSWER_WITHIN_MS);

/**
 * docs/operations.md#a-remote-api-and-its-deadline: the calls of one page request to a remote API share one deadline,
 * held strongly enough that a garbage collection during the wait cannot cancel it (the remote-api reliability flake of
 * issue 8). The stand-in API on loopback does what each path says.
 */
const TIMEOUT_MS = 400;
/** Far above the deadline, far below "never": room for a busy two-core machine. */
const ANSWER_WITHIN_MS = TIMEOUT_MS + 1_500;
const SLOW_ANSWER_MS = 150;

let baseUrl = "";
const answer: RequestListener = (req, res) => {
  if (req.url?.includes("/slow/")) {
    setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), SLOW_ANSWER_MS);
    return;
  }
  // "/headers-then-silence/" starts an answer it never finishes; anything else never answers at all.
  if (req.url?.includes("/headers-then-silence/")) {
    res.writeHead(200, { "content-type": "application/json", "content-length": "100" }).write('{"count":');
  }
};
let standIn: Loopback;
beforeAll(async () => {
  standIn = await listenOnLoopback(answer);
  baseUrl = `${standIn.origin}/api`;
});
afterAll(() => standIn.close());

/** A new page request's client, as loaders get it through the load context. */
function pageClient() {
  const { apiFetch, apiBaseUrl } = apiAccessFor({ kind: "remote", baseUrl, timeoutMs: TIMEOUT_MS })({
    address: "192.0.2.7",
  });
  return createApiClient({ fetch: apiFetch, baseUrl: apiBaseUrl });
}

describe("a remote API connection", () => {
  it("a call to an API that never answers is a 504 at the deadline, garbage collections meanwhile or not", async () => {
    const { outcome, ms } = await underGcPressure(pageClient().request("/hang/"));
    expect(outcome).toMatchObject({ name: "ApiError", status: 504 });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it("an answer whose body stalls after the headers is a 504 at the deadline too", async () => {
    const { outcome } = await underGcPressure(pageClient().request("/headers-then-silence/"));
    expect(outcome).toMatchObject({ name: "ApiError", status: 504 });
  });

  it("the calls of one page share the deadline: calls that each fit in it cannot add up past it", async () => {
    const api = pageClient();
    const started = performance.now();
    const answered: number[] = [];
    let failure: unknown;
    // Each slow call takes SLOW_ANSWER_MS, well under the deadline; ten of them take nearly four deadlines.
    for (let call = 0; call < 10 && failure === undefined; call += 1) {
      await api.request("/slow/").then(
        () => answered.push(performance.now() - started),
        (error: unknown) => (failure = error),
      );
    }
    expect(answered.length).toBeGreaterThan(0);
    expect(isApiError(failure, 504)).toBe(true);
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("each page request gets a deadline of its own", async () => {
    const first = pageClient();
    await expect(first.request("/hang/")).rejects.toMatchObject({ status: 504 });
    await expect(first.request("/slow/")).rejects.toMatchObject({ status: 504 });
    await expect(pageClient().request("/slow/")).resolves.toEqual({});
  });
});
