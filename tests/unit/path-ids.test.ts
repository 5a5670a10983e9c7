import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError, errorResponse } from "../../api/http/errors";
import {
  canonicalUuid,
  idParam,
  isUuid,
  JOB_ID_MAX,
  LARGEST_INTEGER_ID,
  parseId,
  uuidParam,
} from "../../api/http/path-ids";

const UUID = "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d";

describe("parseId", () => {
  it("reads a positive integer in plain decimal", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("7")).toBe(7);
    expect(parseId("300")).toBe(300);
    expect(parseId("1000000")).toBe(1_000_000);
  });

  it("refuses zero, a leading zero and signs", () => {
    for (const raw of ["0", "00", "007", "01", "0001", "-1", "+1", "-0"]) expect(parseId(raw)).toBeUndefined();
  });

  it("takes the default max (2^31-1, an integer column) and nothing above", () => {
    expect(LARGEST_INTEGER_ID).toBe(2 ** 31 - 1);
    expect(parseId("2147483647")).toBe(2_147_483_647);
    expect(parseId("2147483648")).toBeUndefined();
    expect(parseId("9999999999")).toBeUndefined();
    expect(parseId("10000000000")).toBeUndefined();
  });

  it("takes a given max and nothing above", () => {
    expect(parseId("10", 10)).toBe(10);
    expect(parseId("11", 10)).toBeUndefined();
    expect(parseId("100", 10)).toBeUndefined();
    expect(parseId(String(JOB_ID_MAX), JOB_ID_MAX)).toBe(JOB_ID_MAX);
    expect(parseId(String(JOB_ID_MAX + 1), JOB_ID_MAX)).toBeUndefined();
    expect(parseId("2147483648", JOB_ID_MAX)).toBe(2_147_483_648);
  });

  it("refuses huge numbers without reading them inexactly", () => {
    for (const raw of ["9".repeat(16), "9007199254740993", "1".repeat(400), "1" + "0".repeat(30)]) {
      expect(parseId(raw)).toBeUndefined();
      expect(parseId(raw, JOB_ID_MAX)).toBeUndefined();
    }
    expect(parseId(String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses anything that is not only digits", () => {
    for (const raw of [
      "",
      " ",
      " 1",
      "1 ",
      "1.5",
      "1.0",
      "1e3",
      "0x10",
      "abc",
      "12abc",
      "1_000",
      "1,000",
      "١٢",
      "１",
      "NaN",
      "Infinity",
      UUID,
    ]) {
      expect(parseId(raw)).toBeUndefined();
    }
  });

  it("refuses a max that is not a positive safe integer (a programming error)", () => {
    expect(() => parseId("1", 0)).toThrow(RangeError);
    expect(() => parseId("1", 1.5)).toThrow(RangeError);
    expect(() => parseId("1", 2 ** 60)).toThrow(RangeError);
  });
});

describe("isUuid", () => {
  it("takes a uuid in either case", () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const raw of [
      "",
      "1",
      "nope",
      UUID.replace(/-/g, ""),
      `{${UUID}}`,
      ` ${UUID}`,
      `${UUID}\n`,
      `${UUID}x`,
      UUID.slice(1),
      UUID.replace("0", "g"),
    ]) {
      expect(isUuid(raw)).toBe(false);
    }
  });
});

describe("canonicalUuid", () => {
  it("gives a uuid's one spelling, lower case, and nothing for anything else", () => {
    expect(canonicalUuid(UUID.toUpperCase())).toBe(UUID);
    expect(canonicalUuid(UUID)).toBe(UUID);
    for (const other of [UUID.replace(/-/g, ""), `{${UUID}}`, `${UUID} `, ""])
      expect(canonicalUuid(other)).toBeUndefined();
  });
});

describe("uuidParam and idParam", () => {
  const app = new Hono()
    .get("/u/:uuid/", (c) => c.json({ uuid: uuidParam(c, "uuid") }))
    .get("/i/:id/", (c) => c.json({ id: idParam(c, "id") }))
    .get("/j/:id/", (c) => c.json({ id: idParam(c, "id", JOB_ID_MAX) }))
    .onError((error, c) => (error instanceof ApiError ? errorResponse(c, error) : c.text("unexpected", 500)));

  async function get(path: string) {
    const response = await app.request(path);
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("hands on a uuid lower-cased", async () => {
    expect(await get(`/u/${UUID.toUpperCase()}/`)).toEqual({ status: 200, body: { uuid: UUID } });
  });

  it("answers 404 for anything but a uuid", async () => {
    expect(await get("/u/123/")).toEqual({ status: 404, body: { detail: "Not found.", code: "not_found" } });
  });

  it("reads an id and answers 404 for 0, a leading zero or an id out of range", async () => {
    expect(await get("/i/42/")).toEqual({ status: 200, body: { id: 42 } });
    for (const raw of ["0", "007", "2147483648", "abc"]) expect((await get(`/i/${raw}/`)).status).toBe(404);
    expect(await get("/j/2147483648/")).toEqual({ status: 200, body: { id: 2_147_483_648 } });
    expect((await get(`/j/${"9".repeat(16)}/`)).status).toBe(404);
  });
});
