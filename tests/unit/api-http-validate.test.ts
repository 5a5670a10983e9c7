import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createErrorHandler, notFoundHandler } from "../../api/http/errors";
import { formFiles, limitBodySize, parseForm, parseJson, parseQuery } from "../../api/http/validate";
import { formList, formNumber, line } from "../../contract/fields";
import { errorFields, fieldMessages } from "../support/error-bodies";

const itemSchema = z
  .object({
    title: line(20, 3),
    price: z.number().min(0),
    tags: z.array(z.object({ name: z.string().max(5) })).optional(),
  })
  .refine((item) => item.title !== "forbidden", "This item cannot be sold.");

const querySchema = z.object({ name: z.string().optional(), kind: z.array(z.string()).or(z.string()).optional() });
const formSchema = z.object({
  name: line(50),
  count: formNumber(z.number().int()),
  industries: formList(line(20), { max: 5 }),
});

function build() {
  const app = new Hono();
  app.onError(createErrorHandler({ log: () => undefined }));
  app.notFound(notFoundHandler);
  app.use("*", limitBodySize({ jsonBytes: 1024, multipartBytes: 4096 }));
  app.post("/items/", async (c) => c.json(await parseJson(c, itemSchema), 201));
  app.get("/search/", (c) => c.json(parseQuery(c, querySchema)));
  app.post("/upload/", async (c) => {
    const data = await parseForm(c, formSchema);
    const files = await formFiles(c, "images");
    return c.json({ data, files: files.map((file) => file.name) }, 201);
  });
  return app;
}

const postJson = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  build().request("/items/", { method: "POST", body, headers });

describe("parseJson", () => {
  it("passes a valid body through the schema", async () => {
    const response = await postJson(JSON.stringify({ title: "  Sunbed  ", price: 12, extra: "ignored" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual({ title: "Sunbed", price: 12 });
  });

  it("answers 400 with DRF field errors, nested paths joined with dots", async () => {
    const response = await postJson(JSON.stringify({ title: "ab", tags: [{ name: "ok" }, { name: "too long" }] }));
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({
      title: ["Ensure this field has at least 3 characters."],
      price: ["This field is required."],
      "tags.1.name": ["Ensure this field has no more than 5 characters."],
    });
  });

  it("puts form-level errors under non_field_errors", async () => {
    const response = await postJson(JSON.stringify({ title: "forbidden", price: 1 }));
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({ non_field_errors: ["This item cannot be sold."] });
    const array = await postJson("[1, 2]");
    expect(fieldMessages(await array.json())).toStrictEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got array."],
    });
  });

  it("answers malformed JSON with 400 JSON parse error", async () => {
    const response = await postJson('{"title": "Sunbed", ');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(errorFields(body)).toStrictEqual(["detail", "code", "params"]);
    expect(body.detail).toMatch(/^JSON parse error - /);
    expect(body.code).toBe("json_parse_error");
  });

  it("treats an empty body as an empty object", async () => {
    const response = await postJson("");
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({
      title: ["This field is required."],
      price: ["This field is required."],
    });
  });

  it("refuses a non-JSON content type with 415", async () => {
    const response = await postJson(JSON.stringify({ title: "Sunbed", price: 1 }), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toStrictEqual({
      detail: 'Unsupported media type "text/plain" in request.',
      code: "unsupported_media_type",
      params: { media_type: "text/plain" },
    });
    const vendor = await postJson(JSON.stringify({ title: "Sunbed", price: 1 }), {
      "Content-Type": "application/vnd.api+json; charset=utf-8",
    });
    expect(vendor.status).toBe(201);
  });

  it("answers 413 for a body over the limit, declared or streamed", async () => {
    const big = JSON.stringify({ title: "x".repeat(2000), price: 1 });
    const declared = await postJson(big, { "Content-Type": "application/json", "Content-Length": String(big.length) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toStrictEqual({ detail: "Request body too large.", code: "body_too_large" });
    const streamed = await postJson(big);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toStrictEqual({ detail: "Request body too large.", code: "body_too_large" });
  });

  it("answers random bodies with 201 or a 4xx in the contract's shape, never a 500", async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary", maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await postJson(text);
        expect([201, 400, 413]).toContain(response.status);
        const json: unknown = await response.json();
        expect(typeof json).toBe("object");
      }),
      { numRuns: 300 },
    );
  });
});

describe("parseQuery", () => {
  it("reads single values as text and repeated keys as lists", async () => {
    const response = await build().request("/search/?name=Blue&kind=a&kind=b");
    expect(await response.json()).toStrictEqual({ name: "Blue", kind: ["a", "b"] });
  });

  it("answers 400 with field errors", async () => {
    const app = new Hono();
    app.onError(createErrorHandler({ log: () => undefined }));
    app.get("/q/", (c) => c.json(parseQuery(c, z.object({ limit: formNumber(z.number().int().max(100)) }))));
    const response = await app.request("/q/?limit=500");
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({
      limit: ["Ensure this value is less than or equal to 100."],
    });
  });
});

describe("parseForm", () => {
  it("reads multipart text fields, lists and files", async () => {
    const form = new FormData();
    form.append("name", "Blue Bay");
    form.append("count", "3");
    form.append("industries", "Hotels");
    form.append("industries", "Bars");
    form.append("images", new File(["abc"], "a.jpg", { type: "image/jpeg" }));
    form.append("images", new File([], "", { type: "application/octet-stream" }));
    const response = await build().request("/upload/", { method: "POST", body: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual({
      data: { name: "Blue Bay", count: 3, industries: ["Hotels", "Bars"] },
      files: ["a.jpg"],
    });
  });

  it("reads urlencoded bodies and key[] lists", async () => {
    const response = await build().request("/upload/", {
      method: "POST",
      body: "name=Blue&count=2&industries[]=Hotels",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await response.json()).toStrictEqual({
      data: { name: "Blue", count: 2, industries: ["Hotels"] },
      files: [],
    });
  });

  it("answers 400 with field errors, and keeps __proto__ harmless", async () => {
    const response = await build().request("/upload/", {
      method: "POST",
      body: "count=two&__proto__=x&industries=",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({
      name: ["This field is required."],
      count: ["A valid number is required."],
      "industries.0": ["This field may not be blank."],
    });
  });

  it("refuses JSON with 415 and a broken multipart body with 400", async () => {
    const json = await build().request("/upload/", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    const broken = await build().request("/upload/", {
      method: "POST",
      body: "--x\r\nnot a part",
      headers: { "Content-Type": "multipart/form-data; boundary=y" },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toMatch(/^Multipart form parse error - /);
  });

  it("allows multipart bodies up to their own, larger limit", async () => {
    const form = new FormData();
    form.append("name", "Blue Bay");
    form.append("count", "1");
    form.append("industries", "Hotels");
    form.append("images", new File(["x".repeat(2000)], "b.jpg", { type: "image/jpeg" }));
    expect((await build().request("/upload/", { method: "POST", body: form })).status).toBe(201);
    const tooBig = new FormData();
    tooBig.append("images", new File(["x".repeat(5000)], "c.jpg", { type: "image/jpeg" }));
    const response = await build().request("/upload/", { method: "POST", body: tooBig });
    expect(response.status).toBe(413);
    expect(await response.json()).toStrictEqual({ detail: "Request body too large.", code: "body_too_large" });
  });
});
