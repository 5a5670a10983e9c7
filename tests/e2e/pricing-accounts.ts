import {
  request as httpRequest,
  type APIRequestContext,
  type BrowserContext,
  type LaunchOptions,
} from "@playwright/test";
import { publicUrl } from "../../common/env-schema";
import { activationLinkIn } from "../support/smtp-standin";
import { baseURL, expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { DEMO_PASSWORD } from "./accounts";

/**
 * Accounts and hand-made requests for tests/e2e/pricing.spec.ts (docs/testing.md#the-browser-tests). The browser
 * reaches the app at PUBLIC_URL; calls from Node go to the address the test server listens on.
 */
export const SERVER = new URL(baseURL());
export const PUBLIC_ORIGIN = publicUrl.parse(process.env.PUBLIC_URL || undefined);
export const PUBLIC = new URL(PUBLIC_ORIGIN);
const PASSWORD = DEMO_PASSWORD;

/**
 * The test for pages whose payment flow runs through PUBLIC_URL (docs/testing.md#the-browser-tests): Chromium maps
 * PUBLIC_URL's host and port onto the test server, and pages are opened on PUBLIC_URL.
 */
export const publicOriginTest = test.extend<object, { launchOptions: LaunchOptions }>({
  // A fixture value, not `test.use`: a `use` in a shared module would apply only to the first spec file loading it.
  baseURL: PUBLIC_ORIGIN,
  launchOptions: [
    async ({ launchOptions }, use) => {
      if (PUBLIC.origin === SERVER.origin) return use(launchOptions);
      const rule = `MAP ${PUBLIC.host} ${SERVER.host}`;
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rule}`] });
    },
    { scope: "worker" },
  ],
});

type Tokens = { access: string; refresh: string };

async function direct(): Promise<APIRequestContext> {
  return httpRequest.newContext({ baseURL: SERVER.origin });
}

async function tokensFor(email: string): Promise<Tokens> {
  const api = await direct();
  try {
    const response = await api.post("/api/auth/token/", { data: { email, password: PASSWORD } });
    expect(response.status(), await response.text()).toBe(200);
    const { access, refresh } = (await response.json()) as Tokens;
    return { access, refresh };
  } finally {
    await api.dispose();
  }
}

/** Signed in by cookies, as style.md's "logged-in" fixture: no UI clicks. */
export async function signIn(context: BrowserContext, email: string): Promise<void> {
  const tokens = await tokensFor(email);
  await context.addCookies(
    Object.entries(tokens).map(([name, value]) => ({
      name,
      value,
      url: PUBLIC_ORIGIN,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/**
 * A company account of its own, with a profile and no subscription, for a test that pays: sign-up through the
 * API, the activation link from the mail, then the profile. Each project and test gets a fresh one, so the
 * js and nojs runs never see each other's subscription.
 */
export async function newCompany(label: string): Promise<string> {
  const email = `pricing-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
  const api = await direct();
  try {
    const signUp = await api.post("/api/users/", {
      data: { first_name: "Eleni", last_name: "Markaki", email, role: "COMPANY", language: "en" },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const link = activationLinkIn(await waitForMail(email));
    const activation = await api.post(`/api${link.apiPath}`, {
      data: { password: PASSWORD, repeat_password: PASSWORD },
    });
    expect(activation.status(), await activation.text()).toBe(200);
    const { access } = await tokensFor(email);
    const profile = await api.post("/api/companies/", {
      headers: { Authorization: `Bearer ${access}` },
      multipart: {
        name: `Pricing Test ${label}`,
        industries: JSON.stringify(["Hotels & Resorts"]),
        about: "A family hotel by the beach, hiring for the summer.",
        email,
        phone_number: "+30 28970 12345",
        location: "Hersonissos beach",
        city: "Hersonissos",
        country: "GR",
        years_in_business: "12",
        employee_count: "25",
      },
    });
    expect(profile.status(), await profile.text()).toBe(201);
    return email;
  } finally {
    await api.dispose();
  }
}

/** `POST /api/jobs/` as `email`: one active job ad, counted against the company's plan. */
export async function postJob(email: string, title: string): Promise<void> {
  const { access } = await tokensFor(email);
  const api = await direct();
  try {
    const response = await api.post("/api/jobs/", {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        title,
        description: "Cocktails at a beach bar in Hersonissos.",
        location: "Hersonissos",
        employment_type: "FULL_TIME",
        experience_level: "ENTRY",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/**
 * A company of its own that already pays for `planCode`: checkout through the API and the local provider's
 * Pay button posted from Node, so tests of what comes after paying need not click through checkout again.
 */
export async function newPayingCompany(label: string, planCode: string): Promise<string> {
  const email = await newCompany(label);
  const { access } = await tokensFor(email);
  const api = await direct();
  try {
    const session = await api.post("/api/payments/checkout-sessions/create_session/", {
      headers: { Authorization: `Bearer ${access}` },
      data: { plan_code: planCode, success_url: `${PUBLIC_ORIGIN}/pricing`, cancel_url: `${PUBLIC_ORIGIN}/pricing` },
    });
    expect(session.status(), await session.text()).toBe(200);
    const { url } = (await session.json()) as { url: string };
    const paid = await api.post(`${new URL(url).pathname}pay/`, { maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBe(303);
    return email;
  } finally {
    await api.dispose();
  }
}

/**
 * A form POST straight to the server as `email` (or as a guest), the way a stale page or a hand-made request
 * would send it. Redirects are followed unless `follow` is false; the answer and the final page are returned.
 */
export async function postForm(
  path: string,
  form: Record<string, string>,
  options: { as?: string; follow?: boolean } = {},
) {
  const cookies = options.as
    ? Object.entries(await tokensFor(options.as)).map(([name, value]) => ({
        name,
        value,
        domain: SERVER.hostname,
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      }))
    : [];
  const api = await httpRequest.newContext({ baseURL: SERVER.origin, storageState: { cookies, origins: [] } });
  try {
    // As a browser's form post: with the session cookies and no Origin the web tier refuses it
    // (docs/security.md#cross-site-requests).
    const headers = { Origin: PUBLIC.origin };
    const response = await api.post(`${path}?lng=en`, {
      form,
      headers,
      maxRedirects: options.follow === false ? 0 : 20,
    });
    return {
      status: response.status(),
      location: response.headers()["location"],
      url: response.url(),
      html: await response.text(),
    };
  } finally {
    await api.dispose();
  }
}
