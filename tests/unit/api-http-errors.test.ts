import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  badRequest,
  createErrorHandler,
  notFound,
  notFoundHandler,
  permissionDenied,
} from "../../api/http/errors";
import { TokenError } from "../../api/services/tokens";
import { errorFields } from "../support/error-bodies";

function build() {
  const log = vi.fn();
  const app = new Hono();
  app.onError(createErrorHandler({ log }));
  app.notFound(notFoundHandler);
  app.get("/boom/", () => {
    throw new Error("database password is hunter2 at /srv/app/api/db.ts:12");
  });
  app.get("/api-error/", () => {
    throw new ApiError(429, { detail: "Request was throttled." }, { "Retry-After": "30" });
  });
  app.get("/bad/", () => {
    throw badRequest({ title: ["Too short."] });
  });
  app.get("/missing/", () => {
    throw notFound();
  });
  app.get("/forbidden/", () => {
    throw permissionDenied();
  });
  app.get("/zod/", () => {
    z.object({ title: z.string(), tags: z.array(z.string()) }).parse({ tags: [1] });
    return new Response("unreachable");
  });
  app.get("/refresh/", () => {
    throw new TokenError("revoked", "refresh");
  });
  app.get("/hono-exception/", () => {
    throw new HTTPException(413);
  });
  return { app, log };
}

describe("onError", () => {
  it("answers an unexpected error with a generic 500 and logs it", async () => {
    const { app, log } = build();
    const response = await app.request("/boom/");
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toStrictEqual({ detail: "A server error occurred.", code: "server_error" });
    expect(text).not.toMatch(/hunter2|\/srv|at |Error/);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toBeInstanceOf(Error);
  });

  it("logs through console.error by default", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = new Hono();
    app.onError(createErrorHandler());
    app.get("/boom/", () => {
      throw new Error("boom");
    });
    expect((await app.request("/boom/")).status).toBe(500);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it("sends an ApiError's status, body and headers", async () => {
    const { app, log } = build();
    const response = await app.request("/api-error/");
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toStrictEqual({ detail: "Request was throttled." });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["/bad/", 400, { title: ["Too short."] }],
    ["/missing/", 404, { detail: "Not found.", code: "not_found" }],
    ["/forbidden/", 403, { detail: "You do not have permission to perform this action.", code: "permission_denied" }],
    ["/hono-exception/", 413, { detail: "Request body too large.", code: "body_too_large" }],
  ])("answers %s with %i %j", async (path, status, body) => {
    const response = await build().app.request(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toStrictEqual(body);
  });

  it("turns an escaped ZodError into 400 field errors", async () => {
    const response = await build().app.request("/zod/");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(errorFields(body).sort()).toStrictEqual(["tags.0", "title"]);
  });

  it("turns an escaped refresh-token error into SimpleJWT's 401", async () => {
    const response = await build().app.request("/refresh/");
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ detail: "Token is blacklisted", code: "token_not_valid" });
  });
});

describe("notFoundHandler", () => {
  it("answers unknown routes with JSON 404", async () => {
    const response = await build().app.request("/no/such/route/?x=1", { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toStrictEqual({ detail: "Not found.", code: "not_found" });
  });
});
