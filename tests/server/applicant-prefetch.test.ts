import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * Opening an applicant marks a new application viewed; a prefetch does not (docs/applications.md). Over real HTTP
 * against the built server with the demo data: the demo company's APPLIED applications are asked for as a
 * browser's prefetch would ask (`Sec-Purpose: prefetch` for Remix's `<Link prefetch>` data, `Purpose: prefetch`,
 * a prerender), and stay APPLIED; then opened as a page without JavaScript (the document) and with it (Remix's
 * `.data` request), and each is VIEWED_BY_COMPANY. Every answer is `private, no-store`, so no stored prefetch can
 * stand in for an open.
 */
let server: StartedServer;
let access = "";
let cookie = "";

beforeAll(async () => {
  server = await startServer({ embeddedDatabase: true });
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "company@demo.test", password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as { access: string; refresh: string };
  access = tokens.access;
  cookie = `access=${tokens.access}; refresh=${tokens.refresh}; i18next=en`;
}, 150_000);
afterAll(async () => {
  await server?.stop();
});

async function statusOf(id: number): Promise<string> {
  const response = await fetch(`${server.url}/api/applications/${id}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

async function applied(count: number): Promise<number[]> {
  const response = await fetch(`${server.url}/api/applications/applicants/?status=APPLIED&limit=${count}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status).toBe(200);
  const ids = ((await response.json()) as { results: Array<{ id: number }> }).results.map(({ id }) => id);
  expect(ids).toHaveLength(count);
  return ids;
}

/** The applicant page as a browser asks for it: the document, or (`data`) the JSON a Remix navigation loads. */
function open(id: number, kind: "document" | "data", headers: Record<string, string> = {}) {
  return fetch(`${server.url}/company/applicants/${id}${kind === "data" ? ".data" : ""}`, {
    headers: { cookie, ...headers },
    redirect: "manual",
  });
}

describe("the applicant page marks an application viewed when it is opened, not when it is prefetched", () => {
  it("a prefetch or prerender answers the page and leaves the application APPLIED", async () => {
    const [id] = await applied(1);
    const guesses: Array<["document" | "data", Record<string, string>]> = [
      ["data", { "sec-purpose": "prefetch" }],
      ["document", { "sec-purpose": "prefetch;prerender" }],
      ["data", { purpose: "prefetch" }],
      ["data", { "x-moz": "prefetch" }],
      ["document", { "x-purpose": "preview" }],
    ];
    for (const [kind, headers] of guesses) {
      const response = await open(id, kind, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain(kind === "data" ? '"status","APPLIED"' : "status-badge--applied");
      expect(await statusOf(id), JSON.stringify(headers)).toBe("APPLIED");
    }
  });

  it("opening it, without JavaScript or with it, marks it VIEWED_BY_COMPANY, once", async () => {
    const [withoutScript, withScript] = await applied(2);
    const page = await open(withoutScript, "document");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("status-badge--viewed_by_company");
    expect(await statusOf(withoutScript)).toBe("VIEWED_BY_COMPANY");

    const navigation = await open(withScript, "data");
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get("cache-control")).toBe("private, no-store");
    expect(await navigation.text()).toContain('"status","VIEWED_BY_COMPANY"');
    expect(await statusOf(withScript)).toBe("VIEWED_BY_COMPANY");

    // Opened again: nothing more to mark; the timeline has the one step.
    expect((await open(withScript, "document")).status).toBe(200);
    const again = await fetch(`${server.url}/api/applications/${withScript}/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const { history } = (await again.json()) as { history: Array<{ status: string }> };
    expect(history.map(({ status }) => status)).toEqual(["APPLIED", "VIEWED_BY_COMPANY"]);
  });
});
