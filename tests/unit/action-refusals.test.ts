import { readdirSync, readFileSync } from "node:fs";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { REFUSAL_STATUSES } from "~/lib/api/refusals.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { getToast } from "~/lib/toast.server";
import type { Toast } from "~/lib/toast";
import { ACTION_CASES, READS, type ActionCase, type Expected } from "../support/action-cases";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";
import { testLoadContext } from "../support/load-context";

/**
 * Issue 19: every web action answers every API refusal (400, 403, 404, 409, 413, 429) with a message in the user's
 * language: on the same page with the values entered (a form), or a toast on a redirect back; never a 500, never a
 * thrown error. The actions are read from app/routes, so a new action without a case here fails; each case calls the
 * action with a stand-in API (through the load context) in two ways: only the action's own call refused (its reads
 * answered), and every call refused (the signed-in user's read aside). A form with words for an outage (issue 21:
 * the API, or the upload store behind it, away) is also called with its own call failing as an outage does: it
 * answers 503 on the same page with what was entered and those words, never the error screen.
 */
type Status = (typeof REFUSAL_STATUSES)[number];
/** The API away: a 5xx of its own or of a proxy, or no answer at all (the client's 503 and 504). */
const OUTAGES = [500, 502, 503, 504, "unreachable", "timeout"] as const;
type Outage = (typeof OUTAGES)[number];

const ROUTES = new URL("../../app/routes/", import.meta.url);
const ACTION_EXPORT = /^export (async )?function action\b|^export const action\b/m;
/** Route modules with an action that is not a screen's: it answers without the API, on purpose. */
const NOT_API_ACTIONS: Record<string, string> = {
  "[__test].errors.$kind/route.tsx":
    "throws on purpose: the error screens' test route (test-only, server/test-routes.ts)",
  "display-mode/route.tsx": "sets the Lite or full mode cookie and redirects back; it never calls the API",
};

/** Each route's module is its folder's route.tsx (Remix route folders, docs/ui.md#where-the-code-lives). */
const ACTION_FILES = readdirSync(ROUTES, { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)route\.tsx?$/.test(file))
  .filter((file) => ACTION_EXPORT.test(readFileSync(new URL(file, ROUTES), "utf8")))
  .filter((file) => !(file in NOT_API_ACTIONS))
  .sort();

const DETAIL: Record<Status, string> = {
  400: "Refused by the stand-in.",
  403: "You do not have permission to perform this action.",
  404: "Not found.",
  409: "Conflict.",
  413: "Request body is too large.",
  429: "Request was throttled. Expected available in 900 seconds.",
};

const t = getFixedT("en", "common");
/** What the page must say when the case has no words of its own for the status. */
const COMMON: Record<Status, string> = {
  400: DETAIL[400],
  403: t("refusal.forbidden"),
  404: t("refusal.notFound"),
  409: t("refusal.conflict"),
  413: t("refusal.tooLarge"),
  429: t("refusal.tooMany", { when: "in 15 minutes" }),
};

type Mode = "write" | "every";

const nameOf = (entry: ActionCase) => (entry.variant ? `${entry.file}#${entry.variant}` : entry.file);

/** The route's params from the URL its form posts to: `company.jobs.$jobId_.edit/route.tsx` and `/company/jobs/7/edit`. */
function paramsOf(entry: ActionCase): Record<string, string> {
  const segments = entry.file.replace(/\/route\.tsx?$/, "").split(".");
  const parts = entry.url.split("/").slice(1);
  return Object.fromEntries(
    segments.flatMap((segment, at) =>
      segment.startsWith("$") ? [[segment.slice(1).replace(/_$/, ""), parts[at] ?? ""]] : [],
    ),
  );
}

const isRefusalStatus = (failure: Status | Outage): failure is Status =>
  (REFUSAL_STATUSES as readonly unknown[]).includes(failure);

/**
 * The stand-in's answer to a call it fails: the refusal's body (the case's coded one where it has one), a 5xx as
 * the API sends it, or no answer.
 */
function failing(failure: Status | Outage, body?: Record<string, unknown>): Response {
  if (isRefusalStatus(failure)) {
    const headers = failure === 429 ? { "Retry-After": "900" } : undefined;
    return Response.json(body ?? { detail: DETAIL[failure] }, { status: failure, headers });
  }
  if (failure === "unreachable") throw new TypeError("fetch failed");
  if (failure === "timeout") throw new DOMException("The operation timed out.", "TimeoutError");
  return Response.json(
    { detail: "Service temporarily unavailable. Please try again in a moment." },
    { status: failure, headers: { "Retry-After": "5" } },
  );
}

function standIn(failure: Status | Outage, mode: Mode, role: ActionCase["role"], bodies: ActionCase["bodies"]) {
  const calls: string[] = [];
  const apiFetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    if (request.method === "GET" && asksForUser(request)) return userAnswer(role ?? "EMPLOYEE");
    calls.push(`${request.method} ${path}`);
    const read = READS[path];
    if (mode === "write" && request.method === "GET" && read !== undefined) return Response.json(read);
    // The action's own call refused with the API's coded body for it, where the case names one.
    const body = mode === "write" && isRefusalStatus(failure) ? bodies?.[failure] : undefined;
    return failing(failure, body);
  };
  return { calls, context: testLoadContext(apiFetch) };
}

interface Answer {
  status: number;
  location: string | null;
  toast: Toast | null;
  data: unknown;
  /** A Response the action threw (the Page Not Found screen). */
  thrown: boolean;
}

async function answerOf(result: unknown, thrown: boolean): Promise<Answer> {
  if (result instanceof Response) {
    const cookie = result.headers
      .getSetCookie()
      .find((value) => value.startsWith("toast="))
      ?.split(";")[0];
    const toast = cookie
      ? (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast
      : null;
    return {
      status: result.status,
      location: result.headers.get("Location"),
      toast,
      data: await result.text(),
      thrown,
    };
  }
  // `data(value, init)` (single fetch): the value and its status.
  if (typeof result === "object" && result !== null && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, toast: null, data, thrown };
  }
  return { status: 200, location: null, toast: null, data: result, thrown };
}

async function run(entry: ActionCase, failure: Status | Outage, mode: Mode) {
  const api = standIn(failure, mode, entry.role, entry.bodies);
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.form ?? {})) form.append(name, value);
  const cookies = ["i18next=en", ...(entry.role ? [`access=${accessToken()}`, "refresh=made-up-refresh"] : [])];
  const request = new Request(`http://localhost${entry.url}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookies.join("; ") },
  });
  const module = (await import(/* @vite-ignore */ new URL(entry.file, ROUTES).pathname)) as {
    action: (args: ActionFunctionArgs) => Promise<unknown>;
  };
  let answer: Answer;
  try {
    answer = await answerOf(await module.action({ request, context: api.context, params: paramsOf(entry) }), false);
  } catch (thrown) {
    // Only a Response may be thrown (a redirect, the Page Not Found screen); anything else is a 500.
    expect(thrown, `${nameOf(entry)} threw ${String(thrown)}`).toBeInstanceOf(Response);
    answer = await answerOf(thrown, true);
  }
  return { answer, calls: api.calls };
}

/** Every text of the answer: its data (the form's errors and values) and its toast. */
function textOf(answer: Answer): string {
  return [JSON.stringify(answer.data), answer.toast?.title ?? "", answer.toast?.description ?? ""].join("\n");
}

/** Whether the answer says `key` ("ns:key"): the key (a form translates it) or its English text. */
function says(answer: Answer, key: string): boolean {
  const [ns, path] = key.split(":") as [Parameters<typeof getFixedT>[1], string];
  const text = (getFixedT("en", ns) as (key: string) => string)(path);
  // Interpolated values are the answer's own: each fixed part of the text must be there.
  const parts = text.split(/\{\{\s*\w+\s*\}\}/).filter((part) => part.trim() !== "");
  const said = textOf(answer);
  return said.includes(path) || parts.every((part) => said.includes(part));
}

/** Why the answer is not `expected` (a key the page says, a redirect, data), or null when it is. */
function miss(status: Status, answer: Answer, expected: Expected | undefined): string | null {
  if (answer.status >= 500) return "a 5xx";
  if (expected && typeof expected === "object") {
    if ("location" in expected)
      return answer.location === expected.location ? null : `not a redirect to ${expected.location}`;
    return JSON.stringify(answer.data).includes(JSON.stringify(expected.data).slice(1, -1))
      ? null
      : `not ${JSON.stringify(expected.data)}`;
  }
  if (answer.thrown) return "thrown instead of answered";
  if (answer.location && !answer.toast) return "a redirect without a toast";
  const said = expected ? says(answer, expected) : textOf(answer).includes(COMMON[status]);
  return said ? null : `does not say ${expected ?? COMMON[status]}`;
}

function check(entry: ActionCase, status: Status, answer: Answer, ...accepted: Array<Expected | undefined>) {
  const misses = accepted.map((expected) => miss(status, answer, expected));
  expect(
    misses.includes(null),
    `${nameOf(entry)} answering API ${status}: ${misses.join("; ")}: ${JSON.stringify(answer)}`,
  ).toBe(true);
}

describe("every web action answers every API refusal with a message", () => {
  it("has a case for every action in app/routes, and no case for a route without one", () => {
    expect([...new Set(ACTION_CASES.map((entry) => entry.file))].sort()).toEqual(ACTION_FILES);
  });

  describe.each(ACTION_CASES.map((entry) => [nameOf(entry), entry] as const))("%s", (_name, entry) => {
    it.each(REFUSAL_STATUSES.map((status) => [status]))(
      "API %i on its own call: the message, the values kept",
      async (status) => {
        const { answer, calls } = await run(entry, status, "write");
        // The form was valid and the action asked the API: the refused call is the action's own.
        expect(
          calls.some((call) => !call.startsWith("GET ") || !(call.slice(4) in READS)),
          `${nameOf(entry)} did not call the API`,
        ).toBe(true);
        const expected = entry.answers?.[status] ?? entry.every;
        check(entry, status, answer, expected);
        // A form's answer keeps what was entered; the page's own outcome may instead be a toast back (a review gone).
        if (entry.keeps && (expected === undefined || (typeof expected === "string" && !answer.location))) {
          expect(answer.location, `${nameOf(entry)} ${status}: a form answers on its page`).toBeNull();
          expect(JSON.stringify(answer.data), `${nameOf(entry)} ${status}: the values entered are kept`).toContain(
            entry.keeps,
          );
        }
      },
    );

    it.each(REFUSAL_STATUSES.map((status) => [status]))("API %i on every call: never a 500", async (status) => {
      const { answer } = await run(entry, status, "every");
      // The page's own object refused as not there (a guard's read): the Page Not Found screen is the answer.
      if (status === 404 && answer.thrown && answer.status === 404) return;
      // A guard's read refused before the action's own call: the common words, on a toast back to the page.
      check(entry, status, answer, entry.answers?.[status] ?? entry.every, undefined);
    });
  });
});

describe("a form with words for an outage keeps what was entered when the API is away (issue 21)", () => {
  const cases = ACTION_CASES.flatMap((entry) => (entry.outage ? [[nameOf(entry), entry, entry.outage] as const] : []));

  it("covers the forms that upload photos, with and without a photo chosen", () => {
    expect(cases.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "company.profile.$uuid.about/route.tsx",
        "company.profile.$uuid.about/route.tsx#images",
        "company.profile.$uuid.gallery/route.tsx",
        "employee.profile.$uuid_.basic-info/route.tsx",
        "employee.profile.$uuid_.basic-info/route.tsx#photo",
      ]),
    );
  });

  describe.each(cases)("%s", (_name, entry, outage) => {
    it.each(OUTAGES.map((failure) => [failure]))(
      "API %s on its own call: a 503 on the same page, its words, the values kept",
      async (failure) => {
        const { answer, calls } = await run(entry, failure, "write");
        expect(
          calls.some((call) => !call.startsWith("GET ")),
          `${nameOf(entry)} did not make its own call`,
        ).toBe(true);
        expect(answer.thrown, `${nameOf(entry)} threw: the error screen`).toBe(false);
        expect(answer.status).toBe(503);
        expect(answer.location).toBeNull();
        expect(says(answer, outage), `${nameOf(entry)} does not say ${outage}: ${JSON.stringify(answer.data)}`).toBe(
          true,
        );
        expect(JSON.stringify(answer.data)).toContain(entry.keeps);
      },
    );
  });
});
