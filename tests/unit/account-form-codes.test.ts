/**
 * The account screens say what the API refused on a field by its code (issue 22 point 2): sign-up, the settings'
 * password form and deleting the account answer a coded 400 with the `refusals` words of each code, on the field the
 * API named, in the visitor's language; no table of the API's English texts is involved (the stand-in's texts are
 * deliberately not the API's, so only the codes can give these words).
 */
import { readFileSync } from "node:fs";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";
import { testLoadContext } from "../support/load-context";

const words = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/refusals.json`, import.meta.url), "utf8"));

/** An API stand-in that knows the signed-in employee and refuses every other call with `refusal` (a 400). */
function refusingWith(refusal: Record<string, unknown>) {
  return testLoadContext(async (request) => {
    if (request.method === "GET" && asksForUser(request)) return userAnswer("EMPLOYEE");
    return Response.json(refusal, { status: 400 });
  });
}

interface Screen {
  route: string;
  url: string;
  signedIn: boolean;
  form: Record<string, string>;
  refusal: Record<string, unknown>;
  /** The field the refusal shows on, and the code whose words it shows. */
  field: string;
  code: string;
}

const SCREENS: Screen[] = [
  {
    route: "signup/route.tsx",
    url: "/signup",
    signedIn: false,
    form: { first_name: "Maria", last_name: "K", email: "maria@example.com", role: "EMPLOYEE", agreement: "on" },
    refusal: { first_name: ["Not the API's text."], codes: { first_name: [{ code: "name_not_plain" }] } },
    field: "first_name",
    code: "name_not_plain",
  },
  {
    route: "employee.settings/route.tsx",
    url: "/employee/settings",
    signedIn: true,
    form: {
      intent: "password",
      current_password: "Old-password-1",
      password: "Kalimera-apo-ti-Milo-7",
      repeat_password: "Kalimera-apo-ti-Milo-7",
    },
    refusal: {
      current_password: ["Not the API's text."],
      codes: { current_password: [{ code: "wrong_current_password" }] },
    },
    field: "current_password",
    code: "wrong_current_password",
  },
  {
    route: "employee.settings/route.tsx",
    url: "/employee/settings",
    signedIn: true,
    form: {
      intent: "password",
      current_password: "Old-password-1",
      password: "Summer-2027!",
      repeat_password: "Summer-2027!",
    },
    refusal: { password: ["Not the API's text."], codes: { password: [{ code: "password_too_common" }] } },
    field: "password",
    code: "password_too_common",
  },
  {
    route: "employee.settings_.delete/route.tsx",
    url: "/employee/settings/delete",
    signedIn: true,
    form: { password: "Not-my-password-1" },
    refusal: { password: ["Not the API's text."], codes: { password: [{ code: "wrong_password" }] } },
    field: "password",
    code: "wrong_password",
  },
];

async function answer(screen: Screen, locale: "en" | "gr"): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(screen.form)) form.append(name, value);
  const cookies = [`i18next=${locale}`, ...(screen.signedIn ? [`access=${accessToken()}`, "refresh=r"] : [])];
  const request = new Request(`http://localhost${screen.url}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookies.join("; ") },
  });
  const module = (await import(`../../app/routes/${screen.route}`)) as {
    action: (args: ActionFunctionArgs) => Promise<unknown>;
  };
  const result = await module.action({ request, context: refusingWith(screen.refusal), params: {} });
  // `data(value, { status })`: the page comes back with its errors.
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  expect(init?.status).toBe(400);
  return data;
}

/** The field's messages in the reply: conform's `error`, wherever the action nests its result. */
function fieldErrors(data: unknown, field: string): unknown {
  const reply = (data as { result?: unknown }).result ?? data;
  return (reply as { error?: Record<string, unknown> }).error?.[field];
}

describe("an account form's coded refusal, in the visitor's language", () => {
  it.each(SCREENS.map((screen) => [screen.route, screen.code, screen] as const))(
    "%s shows %s on its field in Greek and in English",
    async (_route, _code, screen) => {
      for (const locale of ["gr", "en"] as const) {
        const data = await answer(screen, locale);
        expect(fieldErrors(data, screen.field), locale).toEqual([words(locale)[screen.code]]);
        expect(JSON.stringify(data)).not.toContain("Not the API's text.");
      }
    },
  );
});
