/**
 * security.md "Fuzz": random JSON bodies, forms, query strings, path parameters and Authorization headers sent
 * over HTTP to every endpoint of the OpenAPI document, as a guest, an employee and a company that own real
 * objects. The API must never answer 5xx; every 4xx is JSON in the contract's error shape; every status is one
 * the document lists for that operation, and a success matches the contract's response schema.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApi } from "../../api/app";
import {
  applications,
  companies,
  companyGalleryImages,
  employeeProfiles,
  jobs,
  workExperiences,
} from "../../api/db/schema";
import { buildApiDocument } from "../../api/openapi/document";
import { pathParameterNames, type EndpointSpec as Endpoint } from "../../contract/endpoint";
import { apiEndpoints } from "../../contract/endpoints";
import { endpointShape, registeredRouteShapes } from "../../api/openapi/route-shape";
import { apiErrorBodySchema, authErrorSchema } from "../../contract/errors";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

type Caller = "guest" | "employee" | "company";
type Body =
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string; type: string }
  | { kind: "form"; fields: Array<[string, string]>; files: Array<[string, Uint8Array<ArrayBuffer>]> };

let api: TestApi;
let callers: Record<Caller, TestUser | null>;
/** Ids of real rows (the callers', their profiles, a job, an application ...), mixed into the path parameters. */
let knownIds: string[];
let registered: Set<string>;
const documentedStatuses = new Map<string, Set<string>>();

beforeAll(async () => {
  api = await startTestApi();
  const [employee, company] = [await api.createUser("EMPLOYEE"), await api.createUser("COMPANY")];
  callers = { guest: null, employee, company };
  knownIds = await seedObjects(employee, company);
  const app = createApi({ database: api.database, config: api.config, log: { info() {}, warn() {}, error() {} } });
  registered = registeredRouteShapes(app.routes, "/api");
  for (const [path, item] of Object.entries(buildApiDocument({ localPayments: true }).paths)) {
    for (const [method, operation] of Object.entries(item)) {
      documentedStatuses.set(`${method} ${path}`, new Set(Object.keys(operation.responses as object)));
    }
  }
});
afterAll(() => api.stop());

async function seedObjects(employee: TestUser, company: TestUser): Promise<string[]> {
  const db = api.db;
  const [profile] = await db.insert(employeeProfiles).values({ userId: employee.id }).returning();
  const [experience] = await db
    .insert(workExperiences)
    .values({ employeeId: profile.id, jobTitle: "Waiter", companyName: "Taverna", startDate: "2024-05-01" })
    .returning();
  const [owned] = await db.insert(companies).values({ ownerId: company.id, name: "Blue Bay Hotel" }).returning();
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: owned.id,
      title: "Barista",
      description: "Coffee by the sea.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning();
  const [image] = await db
    .insert(companyGalleryImages)
    .values({ companyId: owned.id, url: "/media/x.webp" })
    .returning();
  const [application] = await db.insert(applications).values({ jobId: job.id, employeeId: profile.id }).returning();
  return [
    employee.id,
    company.id,
    profile.id,
    owned.id,
    ...[experience.id, job.id, image.id, application.id].map(String),
  ];
}

/** The field names a payload schema knows, so random values land on real fields as well as unknown ones. */
function fieldNamesOf(endpoint: Endpoint): string[] {
  const body = endpoint.body;
  if (!body || body.kind === "raw") return [];
  const names = body.kind === "multipart" ? Object.keys(body.files) : [];
  let schema: z.ZodTypeAny | undefined = body.schema;
  while (schema instanceof z.ZodEffects) schema = schema.innerType();
  return schema instanceof z.ZodObject ? [...names, ...Object.keys(schema.shape)] : names;
}

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  fc.integer(),
  fc.constantFrom(null, "", "true", "2025-06-01"),
);
const fieldName = (names: string[]) =>
  names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string()) : fc.string();

/** Fields a client must not set; the contract strips them (mass assignment). */
const SERVER_OWNED = ["id", "uuid", "owner", "user", "role", "is_active", "company", "status", "created_at"];

/**
 * The endpoint's valid example: as it is, with one field dropped, or with one field given a random value; with
 * server-owned fields added, which must change nothing.
 */
function mutatedExample(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  const extra = fc.dictionary(fc.constantFrom(...SERVER_OWNED), jsonish, { maxKeys: 2 });
  const change: fc.Arbitrary<(body: Record<string, unknown>) => void> =
    keys.length === 0
      ? fc.constant(() => {})
      : fc.oneof(
          fc.constant(() => {}),
          fc.constantFrom(...keys).map((key) => (body: Record<string, unknown>) => void delete body[key]),
          fc.tuple(fc.constantFrom(...keys), jsonish).map(
            ([key, value]) =>
              (body: Record<string, unknown>) =>
                void (body[key] = value),
          ),
        );
  return fc.tuple(extra, change).map(([owned, apply]) => {
    const body: Record<string, unknown> = { ...owned, ...example };
    apply(body);
    return body;
  });
}

/** A JSON object as form fields: lists and objects as JSON text, as the web app's forms send them. */
function asFormFields(body: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(body).map(([key, value]) => [
    key,
    typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
  ]);
}

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body | null> {
  const declared = endpoint.body;
  if (endpoint.method === "get" || endpoint.method === "options" || endpoint.method === "delete")
    return fc.constant(null);
  const names = fieldNamesOf(endpoint);
  const fileNames = declared?.kind === "multipart" ? Object.keys(declared.files) : [];
  const example = declared && declared.kind !== "raw" ? (declared.example ?? {}) : {};
  const files = fc.array(
    fc.tuple(
      fieldName(fileNames),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Uint8Array.from(bytes)),
    ),
    {
      maxLength: 2,
    },
  );
  const record = fc
    .dictionary(fieldName(names), jsonish, { maxKeys: 8 })
    .map((value): Body => ({ kind: "json", value }));
  const mutatedJson = mutatedExample(example).map((value): Body => ({ kind: "json", value }));
  const mutatedForm = fc
    .record({ value: mutatedExample(example), files })
    .map(({ value, files: parts }): Body => ({ kind: "form", fields: asFormFields(value), files: parts }));
  const form = fc
    .record({ fields: fc.array(fc.tuple(fieldName(names), fc.string()), { maxLength: 8 }), files })
    .map((parts): Body => ({ kind: "form", ...parts }));
  const text = fc
    .record({
      text: fc.string(),
      type: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
    })
    .map((parts): Body => ({ kind: "text", ...parts }));
  const any = fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: "json", value }));
  return declared?.kind === "multipart"
    ? fc.oneof(mutatedForm, mutatedForm, mutatedJson, form, record, text, fc.constant(null))
    : fc.oneof(mutatedJson, mutatedJson, mutatedForm, record, any, text, fc.constant(null));
}

/** Mostly the ids of real rows (so requests reach the owner checks and the writes), else anything. */
const pathValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: Number.MAX_SAFE_INTEGER }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom("99999999999999999999999", "1.5", "0x10", "%00", "null") },
    // "." and ".." are dot segments: the URL would name another route.
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((text) => !/^\.{1,2}$/.test(text))
        .map(encodeURIComponent),
    },
  );

function fill(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{[^}]+\}/g, () => values[index++] ?? "1");
}

const queryArbitrary = (endpoint: Endpoint) => {
  const names = Object.keys(endpoint.query?.shape ?? {});
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.uuid(),
    fc.constantFrom("true", "FULL_TIME", "-created_at", "1,2,3,4"),
  );
  return fc.array(fc.tuple(fieldName([...names, "cursor", "limit"]), value), { maxLength: 6 });
};

function requestFor(endpoint: Endpoint, body: Body | null, headers: Record<string, string>): RequestInit {
  // A 303 of the local payment pages points at PUBLIC_URL, where nothing listens in tests.
  const init: RequestInit = { method: endpoint.method.toUpperCase(), headers, redirect: "manual" };
  if (!body) return init;
  if (body.kind === "json") {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body.value) ?? "null";
  } else if (body.kind === "text") {
    headers["Content-Type"] = body.type;
    init.body = body.text;
  } else {
    const form = new FormData();
    for (const [name, value] of body.fields) form.append(name, value);
    for (const [name, bytes] of body.files) form.append(name, new Blob([bytes], { type: "image/png" }), "photo.png");
    init.body = form;
  }
  return init;
}

/** HTML pages and the signed webhook answer in their own formats; they are held to "never 5xx" only. */
function answersInContractShapes(endpoint: Endpoint): boolean {
  const html = Object.values(endpoint.responses).some((response) => response.mediaType === "text/html");
  return endpoint.body?.kind !== "raw" && !html;
}

async function expectContractAnswer(endpoint: Endpoint, response: Response, context: string): Promise<void> {
  const text = await response.text();
  const where = `${context} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (!answersInContractShapes(endpoint)) return;
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), where).toMatch(/^application\/json/);
    expect(apiErrorBodySchema.safeParse(JSON.parse(text)).success, where).toBe(true);
  }
  if (!registered.has(endpointShape(endpoint))) return;
  expect(documentedStatuses.get(`${endpoint.method} ${endpoint.path}`), `undocumented status: ${where}`).toContain(
    String(response.status),
  );
  const spec = endpoint.responses[response.status];
  const success = spec?.schema;
  if (success && response.status < 300) {
    // A success in its own media type (the CSV export) is checked as text.
    const parsed = success.safeParse(spec.mediaType ? text : JSON.parse(text));
    expect(parsed.success, `${where}\n${parsed.error?.message ?? ""}`).toBe(true);
  }
}

/** The harness runs without a Stripe key: the local payment provider's pages are there too. */
const endpointArbitrary = fc.constantFrom(...apiEndpoints({ localPayments: true }));
const callerArbitrary = fc.constantFrom<Caller>("guest", "employee", "company");

type Sample = {
  endpoint: Endpoint;
  caller: Caller;
  params: string[];
  query: Array<[string, string]>;
  body: Body | null;
};

const sampleArbitrary: fc.Arbitrary<Sample> = endpointArbitrary.chain((endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    caller: callerArbitrary,
    params: fc.array(pathValue(), { minLength: pathParameterNames(endpoint.path).length, maxLength: 3 }),
    query: queryArbitrary(endpoint),
    body: bodyArbitrary(endpoint),
  }),
);

async function sendSample({ endpoint, caller, params, query, body }: Sample): Promise<void> {
  const user = callers[caller];
  const headers: Record<string, string> = user ? { ...user.headers } : {};
  const search = new URLSearchParams(query).toString();
  const path = `${fill(endpoint.path, params)}${search ? `?${search}` : ""}`;
  const response = await fetch(`${api.origin}/api${path}`, requestFor(endpoint, body, headers));
  await expectContractAnswer(endpoint, response, `${endpoint.method.toUpperCase()} ${path} as ${caller}`);
}

/** Authorization headers no token service should accept: junk, tampered and unsigned tokens, a refresh token. */
function junkAuthorizationArbitrary(): fc.Arbitrary<{ bearer: boolean; value: string }> {
  const printable = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  });
  const segment = fc
    .base64String({ maxLength: 40 })
    .map((text) => text.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"));
  const real = () => callers.company?.access ?? "";
  const tampered = fc.nat().map((seed) => {
    // A character before the signature: a changed last signature character may decode to the same bytes.
    const token = real();
    const index = seed % token.lastIndexOf(".");
    return `${token.slice(0, index)}${token[index] === "A" ? "B" : "A"}${token.slice(index + 1)}`;
  });
  const unsigned = fc.constant(null).map(() => {
    const [, payload] = real().split(".");
    return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
  });
  const refresh = fc.constant(null).map(() => callers.company?.refresh ?? "");
  const junk = fc.oneof(
    printable,
    tampered,
    unsigned,
    fc.tuple(segment, segment, segment).map((parts) => parts.join(".")),
    refresh,
  );
  return fc.oneof(
    junk.map((token) => ({ bearer: true, value: `Bearer ${token}` })),
    fc
      .tuple(fc.constantFrom("Basic", "Token", "bearer", "JWT"), junk)
      .map(([scheme, token]) => ({ bearer: false, value: `${scheme} ${token}` })),
  );
}

async function sendWithAuthorization(endpoint: Endpoint, auth: { bearer: boolean; value: string }, params: string[]) {
  const path = fill(endpoint.path, params);
  const response = await fetch(`${api.origin}/api${path}`, requestFor(endpoint, null, { Authorization: auth.value }));
  const text = await response.text();
  const where = `${endpoint.method.toUpperCase()} ${path} with "${auth.value}" → ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, where).toBeLessThan(500);
  if (endpoint.access === "public" || !registered.has(endpointShape(endpoint))) return;
  // A Bearer header that is present but bad is a 401 even where signing in is optional (DRF); another scheme
  // leaves the caller a guest, which only the endpoints that need a user refuse.
  if (!auth.bearer && endpoint.access === "optional") return;
  expect(response.status, where).toBe(401);
  const body = authErrorSchema.parse(JSON.parse(text));
  expect(body.code, where).toBe(auth.bearer ? "token_not_valid" : "not_authenticated");
}

/**
 * Each run sends a few requests at once: the fuzz covers more ground in its time budget, and concurrent writes
 * to the same rows are part of what must never end in a 5xx. A failure stops the run at once (shrinking over
 * HTTP would outlast the timeout); the message names the request and the answer, fast-check prints the seed.
 */
const batchOf = <T>(arbitrary: fc.Arbitrary<T>) => fc.array(arbitrary, { minLength: 1, maxLength: 4 });

describe("fuzzing every endpoint", () => {
  it("answers random bodies, path parameters and query strings without a 5xx, in the contract's shapes", async () => {
    await fc.assert(
      fc.asyncProperty(batchOf(sampleArbitrary), async (batch) => {
        await Promise.all(batch.map(sendSample));
      }),
      { endOnFailure: true, numRuns: 250 },
    );
  }, 90_000);

  it("refuses junk and tampered Authorization headers with 401, never a 5xx", async () => {
    const attempt = fc.tuple(
      endpointArbitrary,
      junkAuthorizationArbitrary(),
      fc.array(pathValue(), { minLength: 3, maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(batchOf(attempt), async (batch) => {
        await Promise.all(batch.map(([endpoint, auth, params]) => sendWithAuthorization(endpoint, auth, params)));
      }),
      { endOnFailure: true, numRuns: 80 },
    );
  }, 60_000);
});
