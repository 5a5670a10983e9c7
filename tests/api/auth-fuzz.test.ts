/**
 * security.md "Fuzz": random JSON bodies and random token-like strings to every endpoint of tokens, users, social
 * sign-in and contact → always a 4xx with the contract's error shape, never a 500.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBodySchema } from "../../contract/errors";
import { startTestApi, type TestApi } from "../support/api-harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const PATHS = [
  "/auth/token/",
  "/auth/token/refresh/",
  "/auth/token/blacklist/",
  "/users/",
  "/users/00000000-0000-4000-8000-000000000000/activate/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/",
  "/contact/",
  "/auth/google/",
  "/auth/facebook/",
];

/** Anything JSON can carry, biased towards our field names so the schemas see plausible shapes too. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "refresh",
      "first_name",
      "role",
      "birthdate",
      "country",
      "access_token",
      "message",
      "__proto__",
    ),
    fc.jsonValue(),
  ),
);

async function expectClientError(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(apiErrorBodySchema.safeParse(await response.json()).success, label).toBe(true);
}

describe("fuzzing", () => {
  it("answers random JSON bodies with a 4xx in the contract's shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, async (path, json) => {
        const response = await api.request(path, { json });
        // A random body may happen to be a valid contact message or sign-up: then it is a success, not a 500.
        if (response.status < 300) return;
        await expectClientError(response, `${path} ${JSON.stringify(json)}`);
      }),
      { numRuns: 150 },
    );
  });

  it("answers random refresh tokens and bearer headers with 401, and random activation paths with 404", async () => {
    const token = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,80}\.[A-Za-z0-9_-]{0,50}$/),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.string({ maxLength: 60 }), async (value, segment) => {
        const refresh = await api.request("/auth/token/refresh/", { json: { refresh: value } });
        await expectClientError(refresh, `refresh ${value}`);
        const header = value.replace(/[^\x20-\x7e]/g, "");
        const read = await api.request("/users/00000000-0000-4000-8000-000000000000/", {
          headers: { Authorization: `Bearer ${header}` },
        });
        expect(read.status, header).toBe(401);
        const activation = await api.request(
          `/users/${encodeURIComponent(segment)}/activate/${encodeURIComponent(value)}/`,
        );
        // "." and ".." segments are resolved by the URL parser and may land on GET /users/{id}/ (401).
        const dotted = [segment, value].some((part) => /^\.{0,2}$/.test(part));
        if (dotted) expect([401, 404]).toContain(activation.status);
        else expect(activation.status, `${segment} ${value}`).toBe(404);
      }),
      { numRuns: 100 },
    );
  });
});
