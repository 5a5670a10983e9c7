import { APPLICATION_MESSAGES } from "#contract/applications";
import { isApiError } from "~/lib/api/client.server";
import type { ApplyErrorKey } from "./apply-form-schema";

/** Where an API refusal of `POST /applications/` shows on the apply form, with its message and status. */
export type ApplyFailure = { field: "form" | "cover_letter"; key: ApplyErrorKey; status: number };

/**
 * The API's answer to an application in the words of spec section 8 and the apply tab; an outage is 'Failed to
 * submit application' (never a 500 page for a refused application). Null for the refusals the apply tab has no
 * words of its own for (a job gone, a 429: the caller says them in the common words, app/lib/api/refusals.server.ts)
 * and for errors that are not API errors.
 */
export function applyFailureOf(error: unknown): ApplyFailure | null {
  if (!isApiError(error)) return null;
  const body = error.body as Record<string, unknown>;
  const messagesOf = (field: string): unknown[] => (Array.isArray(body[field]) ? (body[field] as unknown[]) : []);
  if (error.status === 400) {
    if (messagesOf("cover_letter").length)
      return { field: "cover_letter", key: "apply.errors.coverLetterTooLong", status: 400 };
    const jobMessages = messagesOf("job");
    if (jobMessages.includes(APPLICATION_MESSAGES.alreadyApplied)) {
      return { field: "form", key: "apply.errors.alreadyApplied", status: 400 };
    }
    // Not active, past its last day, or gone since the page was loaded: it no longer takes applications.
    if (jobMessages.length) return { field: "form", key: "apply.errors.closed", status: 400 };
    return { field: "form", key: "apply.errors.submitFailed", status: 400 };
  }
  if (error.status === 401) return { field: "form", key: "apply.errors.authenticationRequired", status: 401 };
  if (error.status === 403) {
    const key =
      error.detail === APPLICATION_MESSAGES.profileRequired
        ? "apply.errors.profileRequired"
        : "apply.errors.employeesOnly";
    return { field: "form", key, status: 403 };
  }
  if (error.status >= 500) return { field: "form", key: "apply.errors.submitFailed", status: 503 };
  return null;
}
