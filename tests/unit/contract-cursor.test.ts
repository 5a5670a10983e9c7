import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cursorPositionSchema, decodeCursor, encodeCursor, type CursorPosition } from "../../contract/cursor";

const position: fc.Arbitrary<CursorPosition> = fc.record({
  v: fc.oneof(
    fc.string({ unit: "binary", maxLength: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.integer(),
    fc.constant(null),
    // The sort keys the API really uses: timestamps, days and amounts.
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  ),
  id: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  d: fc.constantFrom("next" as const, "prev" as const),
});

describe("cursor codec", () => {
  it("decodes what it encodes", () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(decodeCursor(encodeCursor(p))).toStrictEqual({ ...p });
      }),
      { numRuns: 2000 },
    );
  });

  it("writes URL-safe text with a version prefix", () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(encodeCursor(p)).toMatch(/^1\.[A-Za-z0-9_-]+$/);
      }),
    );
  });

  it("returns null, never throws, for random strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string().map((s) => `1.${s}`),
          fc.base64String().map((s) => `1.${s}`),
        ),
        (s) => {
          const decoded = decodeCursor(s);
          if (decoded !== null) expect(cursorPositionSchema.safeParse(decoded).success).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses tampered cursors", () => {
    const cursor = encodeCursor({ v: "2025-06-01T10:00:00.000Z", id: 42, d: "next" });
    fc.assert(
      fc.property(fc.nat({ max: cursor.length - 1 }), fc.constantFrom(..."ABCxyz019-_=+/.%"), (index, character) => {
        const tampered = cursor.slice(0, index) + character + cursor.slice(index + 1);
        if (tampered === cursor) return;
        const decoded = decodeCursor(tampered);
        // A changed character either breaks the cursor or names a different, still valid position.
        if (decoded !== null) expect(encodeCursor(decoded)).toBe(tampered);
      }),
    );
  });

  it.each([
    ["empty", ""],
    ["no prefix", "eyJ2IjoxLCJpZCI6MSwiZCI6Im5leHQifQ"],
    ["other version", "2.eyJ2IjoxLCJpZCI6MSwiZCI6Im5leHQifQ"],
    ["not base64", "1.!!!"],
    ["padding", `1.${btoa('{"v":1,"id":1,"d":"next"}')}`],
    ["not JSON", `1.${btoa("hello").replace(/=+$/, "")}`],
    ["wrong shape", `1.${btoa('{"v":1,"id":-1,"d":"next"}').replace(/=+$/, "")}`],
    ["extra key", `1.${btoa('{"v":1,"id":1,"d":"next","x":1}').replace(/=+$/, "")}`],
    ["bad direction", `1.${btoa('{"v":1,"id":1,"d":"up"}').replace(/=+$/, "")}`],
    ["invalid UTF-8", `1.${btoa("\xff\xfe").replace(/=+$/, "")}`],
    ["too long", `1.${"A".repeat(5000)}`],
  ])("decodes %s to null", (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it("writes -0 as 0", () => {
    expect(decodeCursor(encodeCursor({ v: -0, id: 1, d: "prev" }))).toStrictEqual({ v: 0, id: 1, d: "prev" });
  });
});
