/**
 * The document against the running API: every route the app registers is documented and every documented
 * operation is registered; `GET /api/schema/` serves the document to anyone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { buildApiDocument } from "../../api/openapi/document";
import { registeredRouteShapes, routeShape } from "../../api/openapi/route-shape";
import { startTestApi, type TestApi } from "../support/api-harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** What the real app registers, built around the harness's database. */
function registeredOperations(): Set<string> {
  const app = createApi({ database: api.database, config: api.config, log: { info() {}, warn() {}, error() {} } });
  return registeredRouteShapes(app.routes, "/api");
}

/** The document as this API's configuration makes it (the harness has no Stripe key: local payments). */
function servedDocument() {
  return buildApiDocument({ localPayments: !api.config.STRIPE_SECRET_KEY });
}

function documentedOperations(): Set<string> {
  const paths = Object.entries(servedDocument().paths);
  return new Set(paths.flatMap(([path, item]) => Object.keys(item).map((method) => routeShape(method, path))));
}

describe("route coverage", () => {
  it("documents every registered route", () => {
    const documented = documentedOperations();
    const undocumented = [...registeredOperations()].filter((operation) => !documented.has(operation)).sort();
    expect(undocumented).toEqual([]);
  });

  it("registers every documented operation", () => {
    const registered = registeredOperations();
    const missing = [...documentedOperations()].filter((operation) => !registered.has(operation)).sort();
    expect(missing).toEqual([]);
  });
});

describe("GET /api/schema/", () => {
  it("serves the document as JSON to a guest, cacheable", async () => {
    const response = await api.request("/schema/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(servedDocument())));
  });

  it("answers the same document every time, whoever asks", async () => {
    const company = await api.createUser("COMPANY");
    const [first, second] = await Promise.all([api.request("/schema/"), api.request("/schema/", { as: company })]);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
  });

  it("refuses other methods with the contract's error shape", async () => {
    const response = await api.request("/schema/", { method: "POST", json: {} });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toHaveProperty("detail");
  });
});
