/**
 * The opaque `cursor` of keyset paging (design section 7): the sort key and id of the row a page starts after,
 * and the direction. Written as `1.` + base64url(JSON) so the format can change later (a new prefix) while
 * links already handed out keep failing cleanly instead of being misread. Works in Node and in browsers.
 */
import { z } from "zod";

export const CURSOR_DIRECTIONS = ["next", "prev"] as const;

/** The longest sort-key text a cursor carries; keys are timestamps, dates or amounts, far shorter. */
const MAX_KEY_LENGTH = 256;
const MAX_CURSOR_LENGTH = 2048;
const VERSION_PREFIX = "1.";

export const cursorPositionSchema = z
  .object({
    /** The sort column's value of the boundary row (null sorts last). */
    v: z.union([z.string().max(MAX_KEY_LENGTH), z.number().finite(), z.null()]),
    id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    d: z.enum(CURSOR_DIRECTIONS),
  })
  .strict();

export type CursorPosition = z.infer<typeof cursorPositionSchema>;

export function encodeCursor(position: CursorPosition): string {
  // JSON has no -0; writing 0 keeps decode(encode(x)) equal to x for every value that can be written.
  const v = position.v === 0 ? 0 : position.v;
  return VERSION_PREFIX + toBase64Url(JSON.stringify({ v, id: position.id, d: position.d }));
}

/**
 * The position inside a cursor, or null for anything this module did not write (the API answers 404
 * "Invalid cursor"). Never throws. Only the canonical spelling is accepted, so every position has exactly
 * one cursor and a hand-edited one cannot slip past the checks.
 */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    if (typeof cursor !== "string" || cursor.length > MAX_CURSOR_LENGTH || !cursor.startsWith(VERSION_PREFIX)) {
      return null;
    }
    const json = fromBase64Url(cursor.slice(VERSION_PREFIX.length));
    if (json === null) return null;
    const parsed = cursorPositionSchema.safeParse(JSON.parse(json));
    if (!parsed.success || encodeCursor(parsed.data) !== cursor) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (value.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  // fatal: bytes that are not UTF-8 are a forged cursor, not text to repair.
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}
