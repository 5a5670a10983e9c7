import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * The navigation's unread count while a page stays open (docs/conversations.md#read-and-unread): with JavaScript the
 * areas' badge asks `GET /conversations/unread` for the count alone. Over real HTTP against the built server with
 * the demo data (the demo worker applied to the demo company's jobs): a guest and an ended session get 401 as JSON,
 * never a redirect or a 500; each side gets the count of its own side, as the API counts it; a message the company
 * writes is counted for the worker and not for the company, and the worker's reply turns it round. Never stored.
 */
type Tokens = { access: string; refresh: string };
let server: StartedServer;
let worker: Tokens;
let company: Tokens;

beforeAll(async () => {
  server = await startServer({ embeddedDatabase: true, env: { RATE_LIMIT_MAX: "100000" } });
  worker = await tokensOf(DEMO_ACCOUNTS.employee.email);
  company = await tokensOf(DEMO_ACCOUNTS.company.email);
}, 150_000);
afterAll(async () => {
  await server?.stop();
});

async function tokensOf(email: string): Promise<Tokens> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

const cookieOf = (tokens: Tokens) => `access=${tokens.access}; refresh=${tokens.refresh}; i18next=en`;
const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** What the badge asks for, as the browser asks (its cookies), with the answer's status and caching. */
async function badge(cookie: string): Promise<{ status: number; unread: number | null; cacheControl: string | null }> {
  const response = await fetch(`${server.url}/conversations/unread`, {
    headers: { cookie, accept: "application/json" },
    redirect: "manual",
  });
  const body = (await response.json()) as { unread: number | null };
  return { status: response.status, unread: body.unread, cacheControl: response.headers.get("cache-control") };
}

async function apiCount(tokens: Tokens): Promise<number> {
  const response = await fetch(`${server.url}/api/conversations/unread/`, { headers: bearer(tokens) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { unread_threads: number }).unread_threads;
}

async function write(tokens: Tokens, applicationId: number, body: string): Promise<void> {
  const response = await fetch(`${server.url}/api/applications/${applicationId}/messages/`, {
    method: "POST",
    headers: { ...bearer(tokens), "content-type": "application/json" },
    body: JSON.stringify({ body }),
  });
  expect(response.status).toBe(201);
}

/** One of the demo worker's applications to a job of the demo company: a thread both can write in. */
async function sharedThread(): Promise<number> {
  const response = await fetch(`${server.url}/api/applications/`, { headers: bearer(worker) });
  expect(response.status).toBe(200);
  for (const { id } of (await response.json()) as Array<{ id: number }>) {
    const thread = await fetch(`${server.url}/api/applications/${id}/messages/`, { headers: bearer(company) });
    if (thread.status === 200) return id;
  }
  throw new Error("the demo worker has no application to the demo company");
}

describe("GET /conversations/unread: the badge's count alone", () => {
  it("answers a guest and an ended session 401 as JSON, not a redirect to the login page", async () => {
    expect(await badge("i18next=en")).toEqual({ status: 401, unread: null, cacheControl: "private, no-store" });
    const ended = await badge("access=not-a-token; refresh=not-a-token-either; i18next=en");
    expect(ended).toEqual({ status: 401, unread: null, cacheControl: "private, no-store" });
  });

  it("counts each side's own unread threads, as the API does, and follows the messages", async () => {
    const id = await sharedThread();
    const before = { worker: await apiCount(worker), company: await apiCount(company) };
    expect(await badge(cookieOf(worker))).toEqual({
      status: 200,
      unread: before.worker,
      cacheControl: "private, no-store",
    });
    expect((await badge(cookieOf(company))).unread).toBe(before.company);

    // The company writes: a thread more is unread for the worker, none for the company (it wrote last).
    await write(company, id, "Could you start on 1 May?");
    expect((await badge(cookieOf(worker))).unread).toBe(before.worker + 1);
    const companyAfterWriting = (await badge(cookieOf(company))).unread;
    expect(companyAfterWriting).toBe(await apiCount(company));

    // The worker replies: their side has read the thread, and the company has it unread.
    await write(worker, id, "Yes, gladly.");
    expect((await badge(cookieOf(worker))).unread).toBe(before.worker);
    expect((await badge(cookieOf(company))).unread).toBe(await apiCount(company));
    expect(await apiCount(company)).toBeGreaterThan(0);
  });

  it("refreshes an expired access token from the refresh cookie, as a page would", async () => {
    const cookie = `access=expired; refresh=${worker.refresh}; i18next=en`;
    const answer = await fetch(`${server.url}/conversations/unread`, { headers: { cookie }, redirect: "manual" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie") ?? "").toMatch(/^access=/);
    expect(((await answer.json()) as { unread: number }).unread).toBe(await apiCount(worker));
  });
});
