import type { ApplicationErrorCode } from "#contract/application-rules";
import { FIELD_CODES_KEY, fieldErrorCodesSchema } from "#contract/errors";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import { isApiError, type ApiError } from "~/lib/api/client.server";
import type { ApplyErrorKey } from "./apply-form-schema";

/** Where an API refusal of `POST /applications/` shows on the apply form, with its message and status. */
export type ApplyFailure = { field: "form" | "cover_letter"; key: ApplyErrorKey; status: number };

/** The codes of a 400's messages on one field (contract/error-codes.ts), none when the body names none. */
function fieldCodes(error: ApiError, field: string): string[] {
  const codes = fieldErrorCodesSchema.safeParse((error.body as Record<string, unknown>)[FIELD_CODES_KEY]);
  return codes.success ? (codes.data[field] ?? []).map((each) => each.code) : [];
}

/** Whether a 400 says anything about a field (its messages), whatever the words. */
function namesField(error: ApiError, field: string): boolean {
  return Array.isArray((error.body as Record<string, unknown>)[field]);
}

const ALREADY_APPLIED: ApplicationErrorCode = "already_applied";
const PROFILE_REQUIRED: ApplicationErrorCode = "employee_profile_required";

/**
 * The API's answer to an application in the apply tab's own words (spec section 8), chosen by the refusal's code,
 * never its text; an outage is 'Failed to submit application' (never a 500 page for a refused application). Null
 * for the refusals the apply tab has no words of its own for (a job gone, a 429: the caller says them in the
 * common words, app/lib/api/refusals.server.ts) and for errors that are not API errors.
 */
export function applyFailureOf(error: unknown): ApplyFailure | null {
  if (!isApiError(error)) return null;
  if (error.status === 400) {
    if (namesField(error, "cover_letter"))
      return { field: "cover_letter", key: "apply.errors.coverLetterTooLong", status: 400 };
    if (fieldCodes(error, "job").includes(ALREADY_APPLIED)) {
      return { field: "form", key: "apply.errors.alreadyApplied", status: 400 };
    }
    // Not active, past its last day, or gone since the page was loaded: it no longer takes applications.
    if (namesField(error, "job")) return { field: "form", key: "apply.errors.closed", status: 400 };
    return { field: "form", key: "apply.errors.submitFailed", status: 400 };
  }
  if (error.status === 401) return { field: "form", key: "apply.errors.authenticationRequired", status: 401 };
  if (error.status === 403) {
    const key = errorCodeOf(error) === PROFILE_REQUIRED ? "apply.errors.profileRequired" : "apply.errors.employeesOnly";
    return { field: "form", key, status: 403 };
  }
  if (error.status >= 500) return { field: "form", key: "apply.errors.submitFailed", status: 503 };
  return null;
}
