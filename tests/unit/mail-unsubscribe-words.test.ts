/**
 * The one-click unsubscribe page words a kind of e-mail for the role its link was made for (docs/mail.md, docs/season.md):
 * `status_updates` is a worker's own applications to a worker, and workers withdrawing to a company. The page's
 * loader and action run against a stand-in API answering the link as the API does (with its role), with no session;
 * the settings screen's loader words each kind for its area's role the same way.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { Role } from "#contract/enums";
import type { MailKind } from "#contract/mail-preferences";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { mailKindWording } from "~/lib/mail-kind-words";
import { getToast } from "~/lib/toast.server";
import { loader as settingsLoader } from "~/routes/employee.settings/route";
import { action, loader } from "~/routes/mail.unsubscribe.$token/route";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

const TOKEN = "link-token";

/** The API answering the link's read and its POST as it would for a link made for `role`. */
function linkFor(kind: MailKind, role: Role) {
  return testLoadContext(async (request) => {
    const subscribed = request.method === "GET";
    return Response.json({ kind, role, subscribed });
  });
}

function args(lng: "en" | "gr", method: "GET" | "POST", kind: MailKind, role: Role) {
  const init: RequestInit = { method, headers: { Cookie: `i18next=${lng}` } };
  if (method === "POST") init.body = new URLSearchParams({ intent: "unsubscribe" });
  const request = new Request(`http://localhost/mail/unsubscribe/${TOKEN}`, init);
  return { request, context: linkFor(kind, role), params: { token: TOKEN } };
}

/** The page's heading and lead for a subscribed reader, as its component says them from the loader's data. */
async function pageWords(lng: "en" | "gr", kind: MailKind, role: Role) {
  const result = (await loader(args(lng, "GET", kind, role) as LoaderFunctionArgs)) as unknown as {
    data: { wording: string | null; preference: { subscribed: boolean } | null };
  };
  const { wording } = result.data;
  if (!wording) throw new Error("the link was read as not valid");
  const t = getFixedT(lng, "account");
  return [
    t(`mailPreferences.kind.${mailKindWording(kind, role)}.askOff`),
    t(`mailPreferences.kind.${mailKindWording(kind, role)}.explainOff`),
    wording,
  ];
}

async function toastAfterTurningOff(lng: "en" | "gr", kind: MailKind, role: Role): Promise<string | undefined> {
  const answer = await action(args(lng, "POST", kind, role) as ActionFunctionArgs);
  if (!(answer instanceof Response)) throw new Error("the action did not answer with a redirect");
  const cookie = answer.headers
    .getSetCookie()
    .find((value) => value.startsWith("toast="))
    ?.split(";")[0];
  if (!cookie) return undefined;
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast?.title;
}

describe("the unsubscribe page's words for status_updates", () => {
  it("asks a worker about their applications", async () => {
    const [heading, lead, wording] = await pageWords("en", "status_updates", "EMPLOYEE");
    expect(wording).toBe("status_updates");
    expect(heading).toBe("Stop e-mails about your applications?");
    expect(lead).toContain("when a company reads, shortlists or declines one of your applications");
    expect(await toastAfterTurningOff("en", "status_updates", "EMPLOYEE")).toBe(
      "You will no longer get e-mails about your applications.",
    );
  });

  it("asks a company about workers withdrawing, in English and in Greek", async () => {
    const [heading, lead, wording] = await pageWords("en", "status_updates", "COMPANY");
    expect(wording).toBe("status_updates_company");
    expect(heading).toBe("Stop e-mails when a worker withdraws an application?");
    expect(lead).toContain("when a worker withdraws an application to one of your jobs");
    expect(await toastAfterTurningOff("en", "status_updates", "COMPANY")).toBe(
      "You will no longer get e-mails when a worker withdraws an application.",
    );
    const [greekHeading] = await pageWords("gr", "status_updates", "COMPANY");
    expect(greekHeading).toBe("Να σταματήσουν τα e-mail όταν ένας εργαζόμενος αποσύρει την αίτησή του;");
    expect(await toastAfterTurningOff("gr", "status_updates", "COMPANY")).toBe(
      "Δεν θα λαμβάνετε πια e-mail όταν ένας εργαζόμενος αποσύρει την αίτησή του.",
    );
  });

  it("words every other kind the same for both roles", async () => {
    for (const kind of ["review_notices", "interviews", "messages"] as const) {
      expect(mailKindWording(kind, "COMPANY")).toBe(kind);
      expect(mailKindWording(kind, "EMPLOYEE")).toBe(kind);
    }
  });
});

describe("the settings screen's e-mail kinds", () => {
  async function kindsOf(role: Role, path: string) {
    const context = testLoadContext(async (request) => {
      if (asksForUser(request)) return userAnswer(role);
      // The API's answer for the role (contract/settings.ts MAIL_KINDS_OF_ROLE).
      return Response.json(
        role === "COMPANY"
          ? { status_updates: false, review_notices: true, interviews: true, messages: true }
          : { status_updates: true, job_alerts: true },
      );
    });
    const request = new Request(`http://localhost${path}`, {
      headers: { Cookie: `i18next=en; access=${accessToken()}; refresh=made-up-refresh` },
    });
    const result = (await settingsLoader({ request, context, params: {} } as LoaderFunctionArgs)) as unknown as {
      data: { kinds: { kind: MailKind; wording: string; on: boolean }[] };
    };
    return result.data.kinds;
  }

  it("lists a company's withdrawal notes in a company's words, and a worker's status mails in theirs", async () => {
    const company = await kindsOf("COMPANY", "/company/settings");
    expect(company[0]).toEqual({ kind: "status_updates", wording: "status_updates_company", on: false });
    expect(getFixedT("en", "account")(`settings.mail.kind.status_updates_company.label`)).toBe(
      "When a worker withdraws an application",
    );
    expect(getFixedT("gr", "account")(`settings.mail.kind.status_updates_company.label`)).toBe(
      "Όταν ένας εργαζόμενος αποσύρει αίτηση",
    );
    const worker = await kindsOf("EMPLOYEE", "/employee/settings");
    expect(worker[0]).toEqual({ kind: "status_updates", wording: "status_updates", on: true });
  });
});
