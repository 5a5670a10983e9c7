/**
 * What leaves the process about an error (docs/errors.md#unexpected-errors-and-their-reference): the log's error
 * field and Sentry's events carry no token, password or cookie; client-caused warnings are rate-limited.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { redactText } from "../../common/redact";
import { scrubEvent } from "../../common/scrub-event";
import { createLogger, serializeError } from "../../server/logger";
import { createWarningLimiter } from "../../server/warning-limiter";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMSJ9.c2lnbmF0dXJl";

describe("redactText", () => {
  it.each([
    [`token ${JWT} expired`, "token [redacted] expired"],
    ["Authorization: Bearer abc.def-ghi", "Authorization: Bearer [redacted]"],
    ["GET /users/1/activate/s3cret failed", "GET /users/1/activate/[redacted] failed"],
    ["GET /api/payments/local/portal/abc/ failed", "GET /api/payments/local/portal/[redacted]/ failed"],
    ["fetch /auth?code=xyz&lng=en", "fetch /auth?code=[redacted]&lng=en"],
    [
      "Failed query: select 1 where email = $1\nparams: someone@example.com",
      "Failed query: select 1 where email = $1\nparams: [redacted]",
    ],
    ["nothing to hide here", "nothing to hide here"],
  ])("%s", (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe("serializeError", () => {
  it("gives name, type, message and stack with secrets masked, and the cause, nothing else", () => {
    const cause = Object.assign(new Error(`upstream said ${JWT}`), { code: "ECONNRESET" });
    const error = Object.assign(new TypeError("boom", { cause }), { params: ["hunter2"], query: "select" });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ name: "TypeError", type: "TypeError", message: "boom" });
    expect(serialized.stack).toMatch(/^TypeError: boom\n\s+at /);
    expect(serialized.cause).toMatchObject({ name: "Error", message: "upstream said [redacted]", code: "ECONNRESET" });
    expect(JSON.stringify(serialized)).not.toContain("hunter2");
    expect(JSON.stringify(serialized)).not.toContain(JWT);
  });

  it("describes what is thrown that is not an Error", () => {
    expect(serializeError({ detail: "odd" })).toEqual({ type: "object", message: '{"detail":"odd"}' });
  });

  it("is the logger's `err`, and the logger masks secrets in any line's url and path", () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString("utf8"));
        done();
      },
    });
    const log = createLogger("info", sink);
    log.error(
      { path: "/users/1/activate/tok3n", url: "/x?token=abc", err: new Error(`bad ${JWT}`) },
      "unexpected error",
    );
    const line = JSON.parse(written.join("")) as Record<string, unknown>;
    expect(line).toMatchObject({
      path: "/users/1/activate/[redacted]",
      url: "/x?token=[redacted]",
      err: { message: "bad [redacted]" },
    });
  });
});

describe("scrubEvent", () => {
  it("drops the request's body and cookies and masks credentials anywhere", () => {
    const event = {
      event_id: "1",
      request: {
        url: `http://localhost/api/payments/local/checkout/${JWT}/`,
        headers: { Cookie: `access=${JWT}; refresh=${JWT}`, authorization: `Bearer ${JWT}`, "user-agent": "test" },
        cookies: { access: JWT },
        data: "email=a%40b.c&password=Secret-123",
        query_string: "token=abc&lng=en",
      },
      breadcrumbs: [{ data: { url: `/users/1/activate/${JWT}` }, message: `sent ${JWT}` }],
      contexts: { form: { password: "Secret-123", repeat_password: "Secret-123", refresh_token: "r" } },
      user: { id: "u1", ip_address: "127.0.0.1" },
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain("Secret-123");
    expect(scrubbed.request).not.toHaveProperty("data");
    expect(scrubbed.request).not.toHaveProperty("cookies");
    expect(scrubbed.request.headers).toEqual({
      Cookie: "[redacted]",
      authorization: "[redacted]",
      "user-agent": "test",
    });
    expect(scrubbed.request.query_string).toBe("token=[redacted]&lng=en");
    expect(scrubbed.user).toEqual({ id: "u1", ip_address: "127.0.0.1" });
  });
});

describe("createWarningLimiter", () => {
  it("writes at most `perWindow` warnings of a kind a window, then says how many it left out", () => {
    let now = 0;
    const lines: Record<string, unknown>[] = [];
    const log = { warn: (fields: Record<string, unknown>) => lines.push(fields) } as unknown as Parameters<
      ReturnType<typeof createWarningLimiter>
    >[0];
    const warn = createWarningLimiter({ perWindow: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 10; i += 1) warn(log, "remix-warning", { i }, "warning");
    warn(log, "api-failure", {}, "another kind has its own share");
    expect(lines.map((line) => line.kind)).toEqual(["remix-warning", "remix-warning", "remix-warning", "api-failure"]);
    now = 60_000;
    warn(log, "remix-warning", {}, "next window");
    expect(lines.at(-1)).toMatchObject({ kind: "remix-warning", suppressedBefore: 7 });
  });
});
