/**
 * The one way a web action answers an API refusal (issue 19, docs/forms.md#api-refusals-on-forms): a 4xx other than 401
 * (400, 403, 404, 409, 413, 429, and any other) is a message in the user's language, never a 500. 401 stays the
 * session's (refresh, retry, then /login: ../session.server.ts); 5xx and network failures stay the error screen
 * (server/route-failures.ts).
 *
 * - A form: `asRefusal` gives the reply's errors, so the page comes back with the values entered and the message
 *   above the form; a 400's field messages stay on their fields and a `detail` is the form's message.
 *
 *     } catch (error) {
 *       const refusal = asRefusal(error, request, { fields: FORM_FIELDS, lead: "profile.edit.failed" });
 *       return data(submission.reply(refusal), { status: refusal.status, headers });
 *     }
 *
 * - A page without the form kit (a confirmation, a list's bulk form): `asRefusal(...).formErrors`, already in the
 *   user's words when its `lead` is, shown by components/forms/RefusalNotice.tsx.
 * - No form of its own (a button, a link's POST): `refusalToast` goes back with the message as an error toast.
 * - Whatever escapes an action (a guard's read, a call outside any `try`): `answeringRefusals` wraps the action and
 *   answers with the toast, back on the action's page.
 *
 * A form that has its own words for a status (the login form's "Too many login attempts") names them in
 * `messages`; the common words are `common:refusal.*`, a 429's with its Retry-After in words ("in 15 minutes").
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { formErrorsOf, type FormFields, type MappedErrors } from "~/lib/forms/api-errors.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { pathOf } from "~/lib/redirects.server";
import { redirectWithToast } from "~/lib/toast.server";
import { errorCodeOf, hasErrorCode, inWords, statusWords, translateApiError } from "./api-errors.server";
import { isApiError, type ApiError } from "./client.server";

/** The refusals every action is tested with (tests/unit/action-refusals.test.ts). */
export const REFUSAL_STATUSES = [400, 403, 404, 409, 413, 429] as const;

/** A refusal as a form shows it: `fieldErrors` and `formErrors` go to `submission.reply()`. */
export interface Refusal extends MappedErrors {
  /** The API's status, for the answer's own. */
  status: number;
  /** The first message: the form's, or a 400's first field message. */
  message: string;
}

export interface RefusalOptions {
  /** The form's fields (as `formErrorsOf` takes them): a 400's messages for them stay on them. */
  fields?: FormFields;
  /** The form's table of the API's known texts to its locale keys. */
  translate?: Parameters<typeof formErrorsOf>[2];
  /**
   * A 400's messages said by their codes (`translateApiError`), already in the user's words, instead of through
   * `translate`: forms move to it as their per-text tables go (issue 22).
   */
  codes?: boolean;
  /** A 400's line above the form's other messages ("Your changes were not saved"). */
  lead?: string;
  /** The form's own words (a locale key it translates) for a status, instead of the common ones. */
  messages?: Partial<Record<number, string>>;
  /** The API's texts the form has words for (it translates them): such a `detail` of a 403, 409 … is the message. */
  known?: readonly string[];
  /**
   * The form's own words for an outage, or for a session that died under the call, where the form said so before
   * rather than the error screen: then those are the message (a 503), instead of the error thrown on.
   */
  outage?: string;
}

/** An API answer a page answers with a message: a 4xx, except 401 (the session's). */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/** `error` as a form's errors in the user's words; anything that is not a refusal is thrown on as it came. */
export function asRefusal(error: unknown, request: Request, options: RefusalOptions = {}): Refusal {
  if (!isRefusal(error)) {
    if (!options.outage || !isApiError(error)) throw error;
    return {
      status: error.status >= 500 ? 503 : 400,
      message: options.outage,
      fieldErrors: {},
      formErrors: [options.outage],
    };
  }
  // A 400's detail, known or not, reaches the form below through formErrorsOf, after the lead.
  const known =
    error.status !== 400 && error.detail !== undefined && options.known?.includes(error.detail)
      ? error.detail
      : undefined;
  const own = options.messages?.[error.status] ?? known;
  // A 413 that names a field (an image over the cap: docs/profiles-and-companies.md#images) is said on that field, as a
  // 400's messages are.
  const onFields = error.status === 400 || (error.status === 413 && error.detail === undefined);
  if (!onFields || own) {
    const message = own ?? refusalText(error, request);
    return { status: error.status, message, fieldErrors: {}, formErrors: [message] };
  }
  const { fieldErrors, formErrors } =
    options.codes && hasErrorCode(error)
      ? translateApiError(error, request, { fields: options.fields })
      : formErrorsOf(error.body, options.fields ?? [], options.translate);
  const shown = [...(options.lead ? [options.lead] : []), ...formErrors];
  // A body that names nothing the form can show still says that it was refused.
  if (shown.length === 0 && Object.keys(fieldErrors).length === 0) shown.push(refusalText(error, request));
  const message = shown[0] ?? Object.values(fieldErrors).flat()[0] ?? refusalText(error, request);
  return { status: error.status, message, fieldErrors, formErrors: shown };
}

export interface RefusalToastOptions {
  /** Where to go back to; default: the action's own page. */
  back?: string;
  headers?: Headers;
  /** The page's own line for the failure ("The ad could not be changed"): then the refusal's words are below it. */
  title?: string;
}

/** Back to the page with the refusal as an error toast; anything that is not a refusal is thrown on. */
export async function refusalToast(
  error: unknown,
  request: Request,
  options: RefusalToastOptions = {},
): Promise<Response> {
  if (!isRefusal(error)) throw error;
  const text = refusalText(error, request);
  const toast = options.title ? { title: options.title, description: text } : { title: text };
  return redirectWithToast(options.back ?? pathOf(request), { type: "error", ...toast }, { headers: options.headers });
}

/**
 * The action, with any refusal that escapes its own handling answered by `refusalToast` (back to `back(args)`, by
 * default the action's own page): a guard's read refused, or a call the action does not expect to be refused.
 */
export function answeringRefusals<Args extends ActionFunctionArgs, Result>(
  action: (args: Args) => Promise<Result>,
  back?: (args: Args) => string,
): (args: Args) => Promise<Result | Response> {
  return async (args) => {
    try {
      return await action(args);
    } catch (error) {
      return refusalToast(error, args.request, { back: back?.(args) });
    }
  };
}

/**
 * A refusal in the request's language: its code's words (app/lib/api/api-errors.server.ts), or for an answer
 * without a code the common words of its status (a 400's own `detail` when it has one).
 */
export function refusalText(error: ApiError, request: Request): string {
  if (errorCodeOf(error) !== undefined) return translateApiError(error, request).message;
  if (error.status === 400 && error.detail !== undefined) return error.detail;
  return statusWords(detectLocale(request), error);
}

export { inWords };
