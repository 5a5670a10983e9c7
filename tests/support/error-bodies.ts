/**
 * Reading the API's error bodies in tests (docs/errors.md): a 400 carries its fields' messages and, under `codes`,
 * their codes. `errorFields` names the fields a 400 complains about; `fieldMessages` is DRF's part of the body.
 */
import { FIELD_CODES_KEY } from "../../contract/errors";

/** The fields of a 400 body (its keys but `codes`); any other body's keys as they are. */
export function errorFields(body: unknown): string[] {
  return Object.keys(body as object).filter((key) => key !== FIELD_CODES_KEY);
}

/** A 400 body's field messages, without the codes beside them. */
export function fieldMessages(body: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body as object).filter(([key]) => key !== FIELD_CODES_KEY));
}

/** A 400 body's codes, field by field: `{ salary_max: ["salary_range"] }`. */
export function fieldCodes(body: unknown): Record<string, string[]> {
  const codes = ((body as Record<string, unknown>)[FIELD_CODES_KEY] ?? {}) as Record<string, Array<{ code: string }>>;
  return Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, list.map((each) => each.code)]));
}
