/**
 * Errors you can trace (docs/errors.md#unexpected-errors-and-their-reference), against a real server.ts with
 * TEST_ROUTES=1: an unexpected error is one log line with the request id, method, path and the error's name, message
 * and stack; the id is the response's X-Request-Id and the error screen's reference; an API error met while rendering a
 * page is logged with the page's id; tokens in URLs are masked; warnings a client can cause are rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLogLines, startServer, type StartedServer } from "../support/start-server";

let server: StartedServer;

beforeAll(async () => {
  server = await startServer({ env: { TEST_ROUTES: "1", NODE_ENV: "test", PAGE_CACHE_TTL_MS: "0" } });
});

afterAll(async () => {
  await server?.stop();
});

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  url?: string;
  kind?: string;
  suppressedBefore?: number;
  err?: { name?: string; type?: string; message?: string; stack?: string };
}

/** The JSON lines the server printed so far. */
const logLines = () => jsonLogLines<LogLine>(server);

/** Log lines arrive a moment after the response. */
async function linesFor(requestId: string, predicate: (line: LogLine) => boolean): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = logLines().filter((line) => line.requestId === requestId && predicate(line));
    if (found.length > 0) {
      // One more moment: a second line would be a duplicate.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return logLines().filter((line) => line.requestId === requestId && predicate(line));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

const unexpected = (line: LogLine) => line.msg === "unexpected error";

/** A test page that fails: its status, the reference it shows (its X-Request-Id) and that id's error lines. */
async function failingPage(path: string, status: number): Promise<{ requestId: string; lines: LogLine[] }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(status);
  const requestId = response.headers.get("x-request-id") ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await response.text()).toContain(`Reference: ${requestId}`);
  return { requestId, lines: await linesFor(requestId, unexpected) };
}

describe("an unexpected error", () => {
  it("in the API over HTTP: one line with the request id we made, method, path, name, message and stack", async () => {
    const response = await fetch(`${server.url}/api/__test/error/`, {
      headers: { "X-Request-Id": "chosen-by-the-client" },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: "A server error occurred.", code: "server_error" });
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const lines = await linesFor(requestId, unexpected);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line.level).toBe(50);
    expect(line).toMatchObject({ method: "GET", path: "/api/__test/error/" });
    expect(line.err).toMatchObject({ name: "TypeError", message: "test: an unexpected API error" });
    expect(line.err?.stack).toMatch(/^TypeError: test: an unexpected API error\n\s+at /);
    expect(server.output()).not.toContain("chosen-by-the-client");
  });

  it("in the in-process API during a page render: logged once with the page's request id, shown as the reference", async () => {
    const { requestId, lines } = await failingPage("/__test/errors/api?lng=en", 502);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/api/__test/error/", err: { name: "TypeError" } });
    expect(lines[0].err?.stack).toContain("test-failures.ts");
    // The page's own side: one warning without a stack, then the request line.
    const warnings = await linesFor(requestId, (line) => line.kind === "api-failure");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].err).toBeUndefined();
  });

  it("in a loader: one line with its stack, the page answers 500 with the same id as its reference", async () => {
    const { lines } = await failingPage("/__test/errors/loader?lng=en", 500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/__test/errors/loader?lng=en" });
    expect(lines[0].err).toMatchObject({ name: "Error", message: "test: a loader failure" });
    expect(lines[0].err?.stack).toContain("at ");
  });

  it("while rendering the page: one line with its stack, the page answers 500 with the same id", async () => {
    const response = await fetch(`${server.url}/__test/errors/render?lng=en`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id") ?? "";
    const lines = await linesFor(requestId, unexpected);
    expect(lines).toHaveLength(1);
    expect(lines[0].err).toMatchObject({ name: "Error", message: "test: a render failure" });
    expect(lines[0].err?.stack).toContain("at ");
  });

  it("reaches no stderr as plain text", () => {
    const plain = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("{") && !line.startsWith("npm warn"));
    expect(plain).toEqual([]);
  });
});

describe("tokens in URLs", () => {
  const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjaGVja291dCJ9.c2lnbmF0dXJlLXRlc3Q";

  it.each(["checkout", "portal"])("the local %s page's token is masked in the request log", async (page) => {
    const response = await fetch(`${server.url}/api/payments/local/${page}/${token}/`);
    const requestId = response.headers.get("x-request-id") ?? "";
    const [line] = await linesFor(requestId, (candidate) => candidate.msg === "request");
    expect(line.url).toBe(`/api/payments/local/${page}/[redacted]/`);
    expect(server.output()).not.toContain(token);
  });
});

describe("warnings a client can cause", () => {
  it("are single lines, at most 10 a minute per kind, however many ?_data= requests come", async () => {
    const before = logLines().filter((line) => line.kind === "remix-warning").length;
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await fetch(`${server.url}/jobs?_data=root&n=${i}`);
      ids.push(response.headers.get("x-request-id") ?? "");
    }
    await linesFor(ids[ids.length - 1], (line) => line.msg === "request");
    const warnings = logLines().filter((line) => line.kind === "remix-warning");
    expect(before).toBe(0);
    expect(warnings).toHaveLength(10);
    expect(warnings.every((line) => line.level === 40 && line.err === undefined && line.msg.includes("?_data"))).toBe(
      true,
    );
    expect(server.output()).not.toContain("Error: Warning");
  });
});
