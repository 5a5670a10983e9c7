import { request as httpRequest, type BrowserContext } from "@playwright/test";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { activationLinkIn } from "../support/smtp-standin";
import { baseURL, expect } from "./fixtures";
import { waitForMail } from "./mailbox";

/** The demo accounts of design section 12; the password lives in api/db/demo/people.ts alone. */
export const DEMO = {
  employee: "employee@demo.test",
  newEmployee: "newemployee@demo.test",
  company: "company@demo.test",
  newCompany: "newcompany@demo.test",
} as const;
export { DEMO_PASSWORD };

export type Tokens = { access: string; refresh: string };

/** A token pair straight from the API (Node, not the browser). */
export async function tokensFor(email: string, password: string = DEMO_PASSWORD): Promise<Tokens> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const response = await api.post("/api/auth/token/", { data: { email, password } });
    expect(response.status(), await response.text()).toBe(200);
    const { access, refresh } = (await response.json()) as Tokens;
    return { access, refresh };
  } finally {
    await api.dispose();
  }
}

/**
 * Signed in by cookies, as style.md's logged-in fixture: no clicks outside the login tests. `url` is where the
 * browser reaches the app (the test server, or PUBLIC_URL for the payment tests).
 */
export async function signIn(context: BrowserContext, email: string, url: string = baseURL()): Promise<Tokens> {
  const tokens = await tokensFor(email);
  await context.addCookies(
    (["access", "refresh"] as const).map((name) => ({
      name,
      value: tokens[name],
      url,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
  return tokens;
}

/**
 * A fresh, activated account with no profile, for a test that changes what it owns (each project and test gets
 * its own, so the js and nojs runs never see each other's data): sign-up through the API, then the activation
 * link from the stand-in mailbox. The password is DEMO_PASSWORD; the account's mails are in `language`.
 */
export async function newAccount(
  role: "EMPLOYEE" | "COMPANY",
  label: string,
  name: { first: string; last: string } = { first: "Maria", last: "Papadaki" },
  language: "en" | "gr" = "en",
): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const signUp = await api.post("/api/users/", {
      data: { first_name: name.first, last_name: name.last, email, role, language },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const link = activationLinkIn(await waitForMail(email));
    const activation = await api.post(`/api${link.apiPath}`, {
      data: { password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
    });
    expect(activation.status(), await activation.text()).toBe(200);
    return email;
  } finally {
    await api.dispose();
  }
}
