/**
 * The OpenAPI document (`GET /api/schema/`): a well-formed OpenAPI 3.1 document that lists every endpoint of
 * design section 7 and says exactly what the contract's zod schemas accept.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as enums from "../../contract/enums";
import { COUNTRY_CODES } from "../../contract/countries";
import { apiErrorMap } from "../../contract/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../contract/password";
import { signUpRequestSchema } from "../../contract/users";
import { buildApiDocument, type OpenApiDocument } from "../../api/openapi/document";
import { ENUM_COMPONENTS, SCHEMA_COMPONENTS } from "../../api/openapi/components";
import { apiEndpoints } from "../../contract/endpoints";
import type { JsonObject } from "../../api/openapi/json-schema";

// The tests run without a Stripe key, so with the local payment provider and its pages.
const document = buildApiDocument({ localPayments: true });
const endpoints = apiEndpoints({ localPayments: true });
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Design section 7 and spec section 7, written out independently of the endpoint table. */
const EXPECTED_OPERATIONS = [
  "POST /auth/token/",
  "POST /auth/token/refresh/",
  "POST /auth/token/blacklist/",
  "POST /auth/google/",
  "POST /auth/facebook/",
  "POST /users/",
  "GET /users/{id}/",
  "GET /users/{uuid}/activate/{token}/",
  "POST /users/{uuid}/activate/{token}/",
  "POST /users/activation/resend/",
  "POST /auth/password-reset/",
  "GET /auth/password-reset/{uuid}/{token}/",
  "POST /auth/password-reset/{uuid}/{token}/",
  "GET /account/export/",
  "POST /account/delete/",
  "POST /users/me/password/",
  "POST /users/me/email/",
  "GET /users/email-change/{uuid}/{token}/",
  "POST /users/email-change/{uuid}/{token}/",
  "GET /users/me/mail-preferences/",
  "PATCH /users/me/mail-preferences/",
  "POST /users/me/sign-out-everywhere/",
  "GET /employees/",
  "GET /employees/fit-facts/",
  "POST /employees/",
  "GET /employees/{uuid}/",
  "PATCH /employees/{uuid}/",
  "POST /work-experiences/",
  "PATCH /work-experiences/{id}/",
  "DELETE /work-experiences/{id}/",
  "POST /employees/{uuid}/skills/",
  "PATCH /employees/{uuid}/skills/{id}/",
  "DELETE /employees/{uuid}/skills/{id}/",
  "POST /employees/{uuid}/languages/",
  "PATCH /employees/{uuid}/languages/{id}/",
  "DELETE /employees/{uuid}/languages/{id}/",
  "POST /employees/{uuid}/availability/",
  "PATCH /employees/{uuid}/availability/{id}/",
  "DELETE /employees/{uuid}/availability/{id}/",
  "POST /companies/{uuid}/benefits/",
  "PATCH /companies/{uuid}/benefits/{id}/",
  "DELETE /companies/{uuid}/benefits/{id}/",
  "GET /companies/",
  "POST /companies/",
  "GET /companies/{uuid}/",
  "GET /companies/{uuid}/jobs/",
  "PATCH /companies/{uuid}/",
  "POST /companies/{uuid}/gallery/",
  "DELETE /companies/{uuid}/gallery/{id}/",
  "GET /companies/{uuid}/reviews/",
  "GET /jobs/",
  "POST /jobs/",
  "GET /jobs/featured/",
  "OPTIONS /jobs/",
  "GET /jobs/{id}/",
  "PATCH /jobs/{id}/",
  "DELETE /jobs/{id}/",
  "OPTIONS /jobs/{id}/",
  "GET /applications/",
  "GET /applications/applicants/",
  "GET /applications/applied-jobs/",
  "POST /applications/",
  "GET /applications/{id}/",
  "PATCH /applications/{id}/",
  "POST /applications/{id}/withdraw/",
  "POST /applications/bulk-status/",
  "GET /applications/{id}/notes/",
  "PATCH /applications/{id}/notes/",
  "GET /jobs/{id}/applicants/csv/",
  "POST /payments/checkout-sessions/create_session/",
  "POST /payments/portal/create_session/",
  "POST /payments/subscriptions/{uuid}/cancel/",
  "POST /payments/subscriptions/{uuid}/change/",
  "POST /payments/subscriptions/{uuid}/resume/",
  "GET /payments/usage/",
  "GET /payments/plans/",
  "GET /payments/subscriptions/",
  "POST /payments/webhook/",
  "GET /payments/local/checkout/{token}/",
  "POST /payments/local/checkout/{token}/pay/",
  "POST /payments/local/checkout/{token}/cancel/",
  "GET /payments/local/portal/{token}/",
  "POST /payments/local/portal/{token}/cancel/",
  "POST /contact/",
  "GET /mail-preferences/{token}/",
  "GET /season-job/",
  "PUT /season-job/",
  "DELETE /season-job/",
  "GET /companies/{uuid}/past-workers/",
  "POST /companies/{uuid}/invitations/",
  "GET /companies/{uuid}/invitations/",
  "GET /invitations/",
  "POST /invitations/{id}/apply/",
  "POST /invitations/{id}/decline/",
  "GET /companies/{uuid}/follow/",
  "POST /companies/{uuid}/follow/",
  "DELETE /companies/{uuid}/follow/",
  "GET /conversations/unread/",
  "POST /applications/bulk-message/",
  "GET /applications/{id}/messages/",
  "POST /applications/{id}/messages/",
  "POST /applications/{id}/messages/read/",
  "GET /message-templates/",
  "POST /message-templates/",
  "PATCH /message-templates/{id}/",
  "DELETE /message-templates/{id}/",
  "GET /companies/{uuid}/message-block/",
  "POST /companies/{uuid}/message-block/",
  "DELETE /companies/{uuid}/message-block/",
  "GET /alerts/",
  "POST /alerts/",
  "PATCH /alerts/{uuid}/",
  "DELETE /alerts/{uuid}/",
  "POST /alerts/guest/",
  "POST /alerts/confirm/{token}/",
  "GET /alerts/manage/{token}/",
  "PATCH /alerts/manage/{token}/{uuid}/",
  "DELETE /alerts/manage/{token}/{uuid}/",
  "POST /alerts/unsubscribe/{token}/",
  "GET /companies/{uuid}/reviews/eligibility/",
  "POST /companies/{uuid}/reviews/",
  "PATCH /companies/{uuid}/reviews/{id}/",
  "POST /companies/{uuid}/reviews/{id}/reply/",
  "POST /companies/{uuid}/reviews/{id}/report/",
  "POST /mail-preferences/{token}/",
  "GET /interviews/",
  "GET /applications/{id}/interview/",
  "POST /applications/{id}/interview/",
  "POST /applications/{id}/interview/accept/",
  "POST /applications/{id}/interview/other-times/",
  "POST /applications/{id}/interview/cancel/",
  "GET /applications/{id}/interview/calendar/",
  "GET /health/",
  "GET /schema/",
];

type Operation = { key: string; path: string; method: string; operation: JsonObject };

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, JsonObject>).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
}

/** Every value in the document, with the JSON pointer to it. */
function* walk(value: unknown, pointer = "#"): Generator<[string, unknown]> {
  yield [pointer, value];
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      yield* walk(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    }
  }
}

function resolvePointer(doc: unknown, pointer: string): unknown {
  const parts = pointer.replace(/^#\/?/, "").split("/").filter(Boolean);
  return parts.reduce<unknown>((node, part) => {
    if (!node || typeof node !== "object") return undefined;
    return (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }, doc);
}

/** A schema with any `$ref` followed, and an `allOf` merged (for the multipart bodies). */
function deref(schema: unknown): JsonObject {
  let node = schema as JsonObject;
  while (typeof node.$ref === "string") node = resolvePointer(document, node.$ref) as JsonObject;
  return node;
}

function jsonBodySchema(key: string): JsonObject {
  const operation = operationsOf(document).find((entry) => entry.key === key)?.operation;
  const body = operation?.requestBody as { content: Record<string, { schema: JsonObject }> } | undefined;
  const schema = body?.content["application/json"]?.schema;
  if (!schema) throw new Error(`${key} has no JSON request body`);
  return deref(schema);
}

/** The object inside preprocess/refine wrappers. */
function objectOf(schema: z.ZodTypeAny): z.AnyZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodEffects) return objectOf(schema.innerType());
  throw new Error("not an object schema");
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with info, servers, paths and a bearer JWT scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).not.toBe("");
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.servers[0].url).toBe("/api");
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/[a-z0-9_\-/{}]+\/$/);
  });

  it("gives every operation a unique operationId, a summary, a known tag and responses with descriptions", () => {
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { key, method, operation } of operations) {
      expect(HTTP_METHODS, key).toContain(method);
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, key).toBeTruthy();
      for (const tag of operation.tags as string[]) expect(tags.has(tag), key).toBe(true);
      const responses = Object.entries(operation.responses as Record<string, JsonObject>);
      expect(responses.length, key).toBeGreaterThan(0);
      expect(
        responses.some(([status]) => /^[23]/.test(status)),
        key,
      ).toBe(true);
      for (const [status, response] of responses) {
        expect(status, key).toMatch(/^[1-5]\d\d$/);
        expect(deref(response).description, `${key} ${status}`).toBeTruthy();
      }
    }
  });

  it("declares each path parameter of each operation, and no other", () => {
    for (const { key, path, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const parameters = (operation.parameters ?? []) as JsonObject[];
      const declared = parameters.filter((parameter) => parameter.in === "path");
      expect(
        declared.map((parameter) => parameter.name),
        key,
      ).toEqual(inPath);
      for (const parameter of declared) expect(parameter.required, key).toBe(true);
      const names = parameters.map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`);
      expect(new Set(names).size, key).toBe(names.length);
    }
  });

  it("resolves every $ref inside components, and uses every shape it names", () => {
    const refs = new Set<string>();
    for (const [pointer, value] of walk(document)) {
      if (!pointer.endsWith("/$ref")) continue;
      expect(value, pointer).toMatch(/^#\/components\/(schemas|responses)\/[A-Za-z]+$/);
      expect(resolvePointer(document, value as string), `${pointer} → ${String(value)}`).toBeTypeOf("object");
      refs.add(value as string);
    }
    // Enumerations are all named (see below) whether or not a payload uses them yet.
    for (const name of Object.keys(SCHEMA_COMPONENTS)) {
      expect(refs.has(`#/components/schemas/${name}`), `unused schema ${name}`).toBe(true);
    }
    for (const name of Object.keys(document.components.responses)) {
      expect(refs.has(`#/components/responses/${name}`), `unused response ${name}`).toBe(true);
    }
  });

  it("speaks JSON Schema 2020-12, not draft 4 or OpenAPI 3.0", () => {
    for (const [pointer, value] of walk(document.components)) {
      expect(pointer.endsWith("/$schema") || pointer.endsWith("/definitions"), pointer).toBe(false);
      if (pointer.endsWith("/nullable")) throw new Error(`OpenAPI 3.0 nullable at ${pointer}`);
      if (/\/exclusive(Minimum|Maximum)$/.test(pointer)) expect(value, pointer).toBeTypeOf("number");
    }
  });

  it("lists every endpoint of the API", () => {
    const documented = operationsOf(document).map(({ key }) => key);
    expect([...documented].sort()).toEqual([...EXPECTED_OPERATIONS].sort());
  });

  it("leaves the local payment pages out when Stripe takes the payments", () => {
    const withStripe = Object.keys(buildApiDocument({ localPayments: false }).paths);
    expect(withStripe.filter((path) => path.startsWith("/payments/local/"))).toEqual([]);
    expect(withStripe).toContain("/payments/webhook/");
  });

  it("asks sign-up for the fields of the contract's sign-up schema, the same ones required", () => {
    const body = jsonBodySchema("POST /users/");
    const shape = signUpRequestSchema.shape;
    expect(Object.keys(body.properties as object).sort()).toEqual(Object.keys(shape).sort());
    const required = Object.keys(shape).filter((key) => !shape[key as keyof typeof shape].isOptional());
    expect(required).toEqual(expect.arrayContaining(["first_name", "last_name", "email", "role"]));
    expect([...(body.required as string[])].sort()).toEqual(required.sort());
    expect(deref((body.properties as Record<string, JsonObject>).role).enum).toEqual([...enums.ROLES]);
  });

  it("describes every JSON body with exactly the keys and required keys of its contract schema", () => {
    for (const endpoint of endpoints) {
      if (endpoint.body?.kind !== "json") continue;
      const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
      const shape = objectOf(endpoint.body.schema).shape as Record<string, z.ZodTypeAny>;
      const body = jsonBodySchema(key);
      expect(Object.keys(body.properties as object).sort(), key).toEqual(Object.keys(shape).sort());
      const required = Object.keys(shape).filter((name) => !shape[name].isOptional());
      expect([...((body.required ?? []) as string[])].sort(), key).toEqual(required.sort());
    }
  });

  it("shows a valid example of every request body, shown in the document", () => {
    for (const endpoint of endpoints) {
      const body = endpoint.body;
      if (!body || body.kind === "raw" || !body.schema) continue;
      const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
      expect(body.example, key).toBeDefined();
      const parsed = body.schema.safeParse(body.example, { errorMap: apiErrorMap });
      expect(parsed.error?.issues ?? [], key).toEqual([]);
      const content = (document.paths[endpoint.path][endpoint.method]?.requestBody as JsonObject).content as Record<
        string,
        JsonObject
      >;
      for (const media of Object.values(content)) expect(media.example, key).toEqual(body.example);
    }
  });

  it("shows the rules zod keeps in refinements: calendar days and the password rule", () => {
    const job = document.components.schemas.JobCreate.properties as Record<string, JsonObject>;
    expect(job.start_date).toEqual({ anyOf: [{ type: "string", format: "date" }, { type: "null" }] });
    const experience = document.components.schemas.WorkExperienceCreate.properties as Record<string, JsonObject>;
    expect(experience.start_date).toEqual({ type: "string", format: "date" });
    const activation = document.components.schemas.ActivationRequest.properties as Record<string, JsonObject>;
    expect(activation.password).toMatchObject({
      type: "string",
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
  });

  it("names every enumeration of contract/enums.ts, each with all of its values", () => {
    const lists = Object.entries(enums as Record<string, unknown>).filter(
      (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
    );
    expect(lists.length).toBeGreaterThan(15);
    const named = Object.values(ENUM_COMPONENTS);
    for (const [name, values] of lists) expect(named.includes(values), `${name} has no component`).toBe(true);
    for (const [name, values] of Object.entries(ENUM_COMPONENTS)) {
      expect(document.components.schemas[name], name).toEqual({ type: "string", enum: [...values] });
    }
    expect(document.components.schemas.CountryCode.enum).toEqual([...COUNTRY_CODES]);
  });

  it("refers to the named enumeration wherever one is used, never a partial copy", () => {
    const lists = Object.values(ENUM_COMPONENTS).map((values) => new Set(values));
    for (const [pointer, value] of walk(document)) {
      if (!pointer.endsWith("/enum") || /^#\/components\/schemas\/[A-Za-z]+\/enum$/.test(pointer)) continue;
      const values = value as string[];
      const copied = lists.find((list) => values.every((item) => list.has(item)));
      expect(copied, `${pointer} repeats ${values.join(",")}`).toBeUndefined();
    }
    const job = document.components.schemas.Job.properties as Record<string, JsonObject>;
    expect(job.employment_type).toEqual({ $ref: "#/components/schemas/EmploymentType" });
    expect(job.work_hours).toEqual({ $ref: "#/components/schemas/WorkHours" });
    expect(job.schedule).toEqual({ $ref: "#/components/schemas/Schedule" });
    const update = document.components.schemas.ApplicationStatusUpdate.properties as Record<string, JsonObject>;
    expect(update.status).toEqual({ $ref: "#/components/schemas/CompanyApplicationStatus" });
    const listJobs = operationsOf(document).find(({ key }) => key === "GET /jobs/")?.operation;
    const parameters = (listJobs?.parameters ?? []) as JsonObject[];
    const workHours = parameters.find((parameter) => parameter.name === "work_hours");
    expect(workHours?.schema).toMatchObject({ type: "array", items: { $ref: "#/components/schemas/WorkHours" } });
  });

  it("marks who may call: public, optional or bearer, with the role where one is required", () => {
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path][endpoint.method] as JsonObject;
      const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
      const responses = operation.responses as Record<string, unknown>;
      if (endpoint.access === "public") {
        expect(operation.security, key).toBeUndefined();
      } else {
        expect(operation.security, key).toContainEqual({ bearerAuth: [] });
        expect(responses["401"], key).toBeDefined();
      }
      if (endpoint.access === "EMPLOYEE" || endpoint.access === "COMPANY") {
        expect(operation["x-required-role"], key).toBe(endpoint.access);
        expect(responses["403"], key).toBeDefined();
      }
    }
  });
});
