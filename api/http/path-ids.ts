/**
 * The one path-id parser of the API. A path segment is text a stranger wrote: before it reaches a query it must
 * be a well-formed id, else the row it "names" does not exist (404), never a database cast error (500).
 *
 * Two kinds of ids: uuids (users, profiles, companies, subscriptions), matched case-insensitively and handed on
 * lower-cased; and serial integers (jobs, applications, work experiences, gallery images), which have one rule:
 * a positive integer in plain decimal with no leading zero ("7", never "007", "+7", "7.0" or "1e3"), at most the
 * largest id its column holds (2^31-1 for `integer`, JOB_ID_MAX for the `bigint` job ids). One spelling per id
 * means one URL per object. (Before this file the checks were copied into seven modules, and the integer ones
 * had two rules: the work-experience and gallery ids also took leading zeros.)
 */
import type { Context } from "hono";
import { notFound } from "./errors";

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The largest value of a PostgreSQL `integer` column: the default bound of an id. */
export const LARGEST_INTEGER_ID = 2_147_483_647;

/** Job ids are a `bigint` column; 15 digits is what the API has always accepted (and Number() holds exactly). */
export const JOB_ID_MAX = 999_999_999_999_999;

const DECIMAL_WITHOUT_LEADING_ZERO = /^[1-9][0-9]*$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * A positive integer id written without a leading zero and at most `max` (a safe integer), else undefined.
 * The length is checked first, so a string of a thousand digits is refused without being converted, and any
 * string that passes has no more digits than `max`, so Number() reads it exactly.
 */
export function parseId(raw: string, max: number = LARGEST_INTEGER_ID): number | undefined {
  if (!Number.isSafeInteger(max) || max < 1)
    throw new RangeError(`parseId: max must be a positive safe integer, not ${max}`);
  if (raw.length > String(max).length || !DECIMAL_WITHOUT_LEADING_ZERO.test(raw)) return undefined;
  const id = Number(raw);
  return id <= max ? id : undefined;
}

/** The one spelling of a uuid (lower case), or undefined for anything that is not one. */
export function canonicalUuid(value: string): string | undefined {
  return isUuid(value) ? value.toLowerCase() : undefined;
}

/** A uuid path parameter, lower-cased; anything else names no row (404). */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? "";
  if (!isUuid(value)) throw notFound();
  return value.toLowerCase();
}

/** An integer id path parameter (see parseId); anything else names no row (404). */
export function idParam(c: Context, name: string, max: number = LARGEST_INTEGER_ID): number {
  const id = parseId(c.req.param(name) ?? "", max);
  if (id === undefined) throw notFound();
  return id;
}
