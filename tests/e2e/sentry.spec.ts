/**
 * Sentry as spec section 9 says (docs/errors.md#sentry), against a stand-in ingest on 127.0.0.1: a thrown
 * loader error arrives once from the server and a render crash once from the browser, each with the request id,
 * the environment and the signed-in user, the browser's with the component stack and the spec's settings; no
 * envelope holds a cookie, token or password. With the DSN on, Sentry still is not in the page's first load.
 * Its own server, as SENTRY_DSN is read at start. The browser half needs JavaScript: the js project only.
 */
import type { Page } from "@playwright/test";
import { measurePage } from "../bench/page-bytes";
import { startSentryStandin, type SentryEvent, type SentryStandin } from "../support/sentry-standin";
import { startServer, type StartedServer } from "../support/start-server";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD } from "./accounts";

const EMPLOYEE = "employee@demo.test";
const PASSWORD = DEMO_PASSWORD;
const POSTED_PASSWORD = "Posted-Secret-42!";
const URL_TOKEN = "url-token-0c5b9e";

let ingest: SentryStandin;
let server: StartedServer;
let session: { access: string; refresh: string; userId: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, info) => {
  test.skip(
    info.project.use.javaScriptEnabled === false,
    "the browser half needs JavaScript; the server half runs once",
  );
  test.setTimeout(240_000);
  ingest = await startSentryStandin();
  server = await startServer({
    env: { NODE_ENV: "test", SENTRY_DSN: ingest.dsn, TEST_ROUTES: "1", PAGE_CACHE_TTL_MS: "0" },
    timeoutMs: 180_000,
  });
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: EMPLOYEE, password: PASSWORD }),
  });
  const body = (await response.json()) as { access: string; refresh: string; user: { uuid: string } };
  session = { access: body.access, refresh: body.refresh, userId: body.user.uuid };
});

test.afterAll(async () => {
  await server?.stop();
  await ingest?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.context().addCookies(
    (["access", "refresh"] as const).map((name) => ({
      name,
      value: session[name],
      url: server.url,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/** The error events whose exception says `message`, once they have arrived and a moment more for duplicates. */
async function eventsSaying(message: string): Promise<SentryEvent[]> {
  const matching = () =>
    ingest.events().filter((event) => event.exception?.values?.some((value) => value.value === message));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return matching();
}

function expectNoSecrets(): void {
  for (const envelope of ingest.envelopes) {
    for (const secret of [session.access, session.refresh, PASSWORD, POSTED_PASSWORD, URL_TOKEN])
      expect(envelope.raw).not.toContain(secret);
    expect(envelope.raw).not.toMatch(/\b(access|refresh)=ey/);
  }
}

test("a thrown loader error arrives once from the server, with the request id and the user", async ({ page }) => {
  await signIn(page);
  const response = await page.goto(`${server.url}/__test/errors/loader?lng=en`);
  const requestId = response?.headers()["x-request-id"];
  expect(response?.status()).toBe(500);
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();

  const events = await eventsSaying("test: a loader failure");
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event.tags?.request_id).toBe(requestId);
  expect(event.environment).toBe("production");
  expect(event.user?.id).toBe(session.userId);
  expect(event.sdk?.name).toBe("sentry.javascript.remix");
  expectNoSecrets();
});

test("an action's error arrives without the password the form posted", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/__test/errors/links?lng=en`);
  await page.getByLabel("password").fill(POSTED_PASSWORD);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText(/^Reference: /)).toBeVisible();

  expect(await eventsSaying("test: an action failure")).toHaveLength(1);
  expectNoSecrets();
});

test("a render crash in the browser arrives once, with the component stack, the request id and the spec's settings", async ({
  page,
}) => {
  await signIn(page);
  // A token in the page's URL, as on an activation page: the report, its trace and its replay must not carry it.
  const response = await page.goto(`${server.url}/__test/errors/crash?lng=en&token=${URL_TOKEN}`);
  const requestId = response?.headers()["x-request-id"];
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();

  const events = await eventsSaying("test: a render crash in the browser");
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event.sdk?.name).toBe("sentry.javascript.browser");
  expect(event.tags?.request_id).toBe(requestId);
  expect(event.environment).toBe("production");
  expect(event.user?.id).toBe(session.userId);
  expect(event.contexts?.react?.componentStack).toMatch(/\n\s+at /);
  // The error's replay (on-error rate 1) arrives too, and is checked for secrets with the rest below.
  const replayed = () =>
    ingest.envelopes.some((envelope) => envelope.items.some((item) => item.type === "replay_recording"));
  await expect.poll(replayed, { timeout: 20_000 }).toBe(true);

  const options = await page.evaluate(() => {
    // The SDK keeps its client on a global carrier; find it without depending on the carrier's layout.
    type Client = { getOptions(): Record<string, unknown>; getIntegrationByName(name: string): unknown };
    const seen = new Set<unknown>();
    const find = (value: unknown, depth: number): Client | undefined => {
      if (typeof value !== "object" || value === null || seen.has(value) || depth > 6) return undefined;
      seen.add(value);
      if ("getOptions" in value && "getIntegrationByName" in value) return value as Client;
      for (const child of Object.values(value)) {
        const found = find(child, depth + 1);
        if (found) return found;
      }
      return undefined;
    };
    const client = find((window as { __SENTRY__?: unknown }).__SENTRY__, 0);
    if (!client) return null;
    const settings = client.getOptions();
    const replay = client.getIntegrationByName("Replay") as { _initialOptions?: Record<string, unknown> } | undefined;
    return {
      environment: settings.environment,
      sendDefaultPii: settings.sendDefaultPii,
      tracesSampleRate: settings.tracesSampleRate,
      profileSessionSampleRate: settings.profileSessionSampleRate,
      replaysSessionSampleRate: settings.replaysSessionSampleRate,
      replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
      allowUrls: settings.allowUrls,
      denyUrls: settings.denyUrls,
      tracePropagationTargets: settings.tracePropagationTargets,
      integrations: ["BrowserTracing", "BrowserProfiling", "Replay"].filter((name) =>
        client.getIntegrationByName(name),
      ),
      replay: replay?._initialOptions
        ? {
            maskAllText: replay._initialOptions.maskAllText,
            maskAllInputs: replay._initialOptions.maskAllInputs,
            blockAllMedia: replay._initialOptions.blockAllMedia,
          }
        : null,
    };
  });
  const host = new URL(server.url).host;
  expect(options).toEqual({
    environment: "production",
    sendDefaultPii: true,
    tracesSampleRate: 1,
    profileSessionSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    allowUrls: ["localhost", host, "localhost:3000"],
    denyUrls: [],
    tracePropagationTargets: ["localhost", "http://localhost:3000/api/"],
    integrations: ["BrowserTracing", "BrowserProfiling", "Replay"],
    replay: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
  });
  expectNoSecrets();
});

test("signed out, the browser's reports name no user", async ({ page }) => {
  await page.goto(`${server.url}/__test/errors/crash?lng=en`);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  const crashes = () =>
    ingest
      .events()
      .filter((event) =>
        event.exception?.values?.some((value) => value.value === "test: a render crash in the browser"),
      );
  await expect.poll(() => crashes().length, { timeout: 15_000 }).toBe(2);
  expect(crashes()[1].user?.id).toBeUndefined();
});

test("with the DSN on, Sentry is still not part of a page's first load", async () => {
  const page = await measurePage(`${server.url}/jobs`);
  expect(page.scripts.length).toBeGreaterThan(0);
  for (const script of page.scripts) expect(script.text).not.toMatch(/sentry/i);
  // The root loader's data names the module to import after hydration.
  expect(page.document.text).toMatch(/assets\/sentry\.client-[\w-]+\.js/);
});
