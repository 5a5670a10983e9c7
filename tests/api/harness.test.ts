import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe("API over HTTP", () => {
  it("answers health with a charset and unknown routes with JSON 404", async () => {
    const health = await api.request("/health/");
    expect(health.status).toBe(200);
    expect(health.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    const missing = await api.request("/no-such-endpoint/");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "Not found.", code: "not_found" });
  });

  it("makes users whose tokens the API's own token service accepts", async () => {
    const user = await api.createUser("EMPLOYEE");
    expect(user.access.split(".")).toHaveLength(3);
    expect(user.refresh).not.toBe(user.access);
  });
});
