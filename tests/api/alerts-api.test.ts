/**
 * Job alerts for any search (issue 24, docs/jobs.md#search-alerts), over HTTP: a worker saves the /jobs search they
 * are looking at, renames, pauses and deletes it, and nobody else can; a guest gives an address and nothing reaches it
 * but the confirmation until they follow it; the sender mails each alert's new jobs once per address, with the
 * one-click stop that works from the mail; the account export holds a worker's alerts and deleting the account
 * deletes them. Bad input is a 400 with its code, never a 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, jobs, outgoingMails, searchAlertJobsSent, searchAlerts } from "../../api/db/schema";
import { deletePersonalData } from "../../api/services/account-deletion";
import { createAlertLinks } from "../../api/services/search-alert-links";
import { runSearchAlerts, type SearchAlertDeps } from "../../api/services/search-alerts";
import type { SearchAlert } from "../../contract/search-alerts";
import { fieldCodes } from "../support/error-bodies";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { subscribe } from "./jobs-fixtures";

let api: TestApi;
let worker: TestUser;
let otherWorker: TestUser;
let owner: TestUser;
let companyId: string;
let deps: SearchAlertDeps;

beforeAll(async () => {
  api = await startTestApi();
  [worker, otherWorker, owner] = await Promise.all([
    api.createUser("EMPLOYEE", { email: "eleni@example.com" }),
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
  ]);
  const [row] = await api.db
    .insert(companies)
    .values({ ownerId: owner.id, name: "Chania Harbour Hotel" })
    .returning({ id: companies.id });
  companyId = row.id;
  deps = {
    mailer: api.mailer,
    links: createAlertLinks(api.config.SECRET_KEY, api.config.PUBLIC_URL),
    publicUrl: api.config.PUBLIC_URL,
  };
});
afterAll(() => api.stop());

beforeEach(async () => {
  await api.db.delete(searchAlerts);
  await api.db.delete(searchAlertJobsSent);
  await api.db.delete(outgoingMails);
});

type JobInput = { title: string; city?: string; area?: string; latitude?: number; longitude?: number };

/** A live job of the company, posted now. */
async function postJob(job: JobInput): Promise<number> {
  const [row] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title: job.title,
      description: "Summer season on the harbour.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
      city: job.city ?? "",
      area: job.area ?? "",
      latitude: job.latitude ?? null,
      longitude: job.longitude ?? null,
    })
    .returning({ id: jobs.id });
  return row.id;
}

async function save(as: TestUser, json: Record<string, unknown>): Promise<SearchAlert> {
  const response = await api.request("/alerts/", { as, json });
  expect(response.status, JSON.stringify(json)).toBe(201);
  return (await response.json()) as SearchAlert;
}

/** The mails queued so far, oldest first. */
const mails = () => api.db.select().from(outgoingMails).orderBy(outgoingMails.id);

describe("a worker's alerts", () => {
  it("saves the search as it is on /jobs, without paging, named after what was searched for", async () => {
    const alert = await save(worker, {
      query: "search=waiter&location=Crete&employment_type=FULL_TIME&limit=5&cursor=abc&ordering=-created_at&junk=1",
    });
    expect(alert).toMatchObject({
      name: "waiter · Crete",
      query: "search=waiter&location=Crete&employment_type=FULL_TIME",
      frequency: "DAILY",
      is_paused: false,
      is_confirmed: true,
    });
    const list = await api.request("/alerts/", { as: worker });
    expect(((await list.json()) as SearchAlert[]).map((each) => each.uuid)).toEqual([alert.uuid]);
    const others = await api.request("/alerts/", { as: otherWorker });
    expect(await others.json()).toEqual([]);
  });

  it("is renamed, paused, resumed, made weekly and deleted by its worker only", async () => {
    const alert = await save(worker, { query: "city=Chania", frequency: "INSTANT" });
    const path = `/alerts/${alert.uuid}/`;
    for (const method of ["PATCH", "DELETE"]) {
      const response = await api.request(path, { method, as: otherWorker, json: { name: "Mine now" } });
      expect(response.status, method).toBe(404);
    }
    const renamed = await api.request(path, {
      method: "PATCH",
      as: worker,
      json: { name: "Chania", is_paused: true, frequency: "WEEKLY" },
    });
    expect(await renamed.json()).toMatchObject({ name: "Chania", is_paused: true, frequency: "WEEKLY" });
    // A form (JavaScript off) says the same in text.
    const resumed = await api.request(path, {
      method: "PATCH",
      as: worker,
      body: new URLSearchParams({ is_paused: "false" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await resumed.json()).toMatchObject({ is_paused: false });
    // A change of nothing is the alert as it is (it was a 500: an UPDATE with no column to set), its owner's only.
    const unchanged = await api.request(path, { method: "PATCH", as: worker, json: {} });
    expect(unchanged.status).toBe(200);
    expect(await unchanged.json()).toMatchObject({ name: "Chania", is_paused: false, frequency: "WEEKLY" });
    expect((await api.request(path, { method: "PATCH", as: otherWorker, json: {} })).status).toBe(404);
    expect((await api.request(path, { method: "DELETE", as: worker })).status).toBe(204);
    expect((await api.request(path, { method: "DELETE", as: worker })).status).toBe(404);
  });

  it("is for workers: a guest is 401 and a company 403 on every method", async () => {
    const alert = await save(worker, { query: "" });
    const calls = [
      ["GET", "/alerts/"],
      ["POST", "/alerts/"],
      ["PATCH", `/alerts/${alert.uuid}/`],
      ["DELETE", `/alerts/${alert.uuid}/`],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === "GET" ? undefined : { query: "" };
      expect((await api.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await api.request(path, { method, as: owner, json })).status, method).toBe(403);
    }
    expect(await api.db.select().from(searchAlerts)).toHaveLength(1);
  });

  it("refuses bad input with a 400 and its code, and an unknown alert with a 404", async () => {
    const bad = [
      [{ query: "city=Chania", frequency: "HOURLY" }, "frequency"],
      [{ query: "city=Chania", name: "x".repeat(81) }, "name"],
      [{ query: "x".repeat(2001) }, "query"],
      [{ name: "No query" }, "query"],
    ] as const;
    for (const [json, field] of bad) {
      const response = await api.request("/alerts/", { as: worker, json });
      expect(response.status, field).toBe(400);
      expect(Object.keys(fieldCodes(await response.json())), field).toContain(field);
    }
    const notJson = await api.request("/alerts/", {
      method: "POST",
      as: worker,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await api.request(`/alerts/${id}/`, { method: "PATCH", as: worker, json: { name: "A" } });
      expect(response.status, id).toBe(404);
    }
    expect(await api.db.select().from(searchAlerts)).toHaveLength(0);
  });

  it("stops at 20 alerts per worker with alert_limit", async () => {
    for (let n = 0; n < 20; n += 1) await save(worker, { query: `search=cook${n}` });
    const over = await api.request("/alerts/", { as: worker, json: { query: "search=one+more" } });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ code: "alert_limit", params: { limit: 20 } });
    expect((await api.request("/alerts/", { as: otherWorker, json: { query: "" } })).status).toBe(201);
  });
});

describe("a guest's alert", () => {
  async function guestSave(json: Record<string, unknown>): Promise<Response> {
    return api.request("/alerts/guest/", { json });
  }

  it("sends only a confirmation, in the guest's language, until it is confirmed; then the new jobs", async () => {
    const saved = await guestSave({ query: "location=Chania", email: "Nikos@Example.com", language: "gr" });
    expect(saved.status).toBe(202);
    expect(await saved.json()).toEqual({ email: "Nikos@Example.com", confirmation_sent: true });
    const [confirmation] = await mails();
    expect(confirmation.to).toBe("Nikos@Example.com");
    expect(confirmation.subject).toBe("Επιβεβαιώστε την ειδοποίηση για θέσεις");
    const token = /\/alerts\/confirm\/([^?\s]+)\?lng=gr/.exec(confirmation.text)?.[1] ?? "";
    expect(token).not.toBe("");

    await postJob({ title: "Receptionist", city: "Chania" });
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ mails: 0 });
    expect(await mails()).toHaveLength(1);

    const confirmed = await api.request(`/alerts/confirm/${token}/`, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ is_confirmed: true, name: "Chania" });
    // Confirmed now: jobs posted before it are not news to it.
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ mails: 0 });
    const jobId = await postJob({ title: "Night receptionist", city: "Chania" });
    await postJob({ title: "Barista", city: "Rethymno" });
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ mails: 1, jobs: 1 });
    const digest = (await mails()).at(-1);
    expect(digest?.to).toBe("Nikos@Example.com");
    expect(digest?.subject).toBe("1 νέα θέση για «Chania»");
    expect(digest?.text).toContain(`/jobs/${jobId}/description?lng=gr`);
    expect(digest?.text).not.toContain("Barista");
    expect(digest?.text).toContain("/alerts/manage/");
    expect(digest?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Nothing new: no mail.
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ mails: 0 });
  });

  it("refuses a forged, altered or wrong-purpose link with alert_link_invalid, never a 500", async () => {
    await guestSave({ query: "", email: "guest@example.com", language: "en" });
    const [row] = await api.db.select().from(searchAlerts);
    const manage = deps.links.token(row.id, "manage");
    const confirm = deps.links.token(row.id, "confirm");
    for (const [path, method] of [
      [`/alerts/confirm/${manage}/`, "POST"],
      [`/alerts/confirm/${confirm}x/`, "POST"],
      [`/alerts/manage/${confirm}/`, "GET"],
      ["/alerts/manage/nonsense/", "GET"],
      ["/alerts/unsubscribe/nonsense/", "POST"],
    ] as const) {
      const response = await api.request(path, { method });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ code: "alert_link_invalid" });
    }
    const bad = await guestSave({ query: "", email: "not an address" });
    expect(bad.status).toBe(400);
    expect(fieldCodes(await bad.json())).toHaveProperty("email");
  });

  it("is managed from its mail's link: that address's alerts only, renamed, paused, deleted", async () => {
    for (const email of ["maria@example.com", "MARIA@example.com", "kostas@example.com"]) {
      await guestSave({ query: `search=${email.length}`, email, language: "en" });
    }
    const rows = await api.db.select().from(searchAlerts);
    const maria = rows.filter((row) => row.email?.toLowerCase() === "maria@example.com");
    const kostas = rows.find((row) => row.email === "kostas@example.com");
    const token = deps.links.token(maria[0].id, "manage");
    const page = await api.request(`/alerts/manage/${token}/`);
    const body = (await page.json()) as { email: string; alerts: SearchAlert[] };
    expect(body.alerts.map((alert) => alert.uuid).sort()).toEqual(maria.map((row) => row.id).sort());
    const other = await api.request(`/alerts/manage/${token}/${kostas?.id}/`, { method: "PATCH", json: { name: "x" } });
    expect(other.status).toBe(404);
    const paused = await api.request(`/alerts/manage/${token}/${maria[1].id}/`, {
      method: "PATCH",
      json: { is_paused: true },
    });
    expect(await paused.json()).toMatchObject({ is_paused: true });
    const gone = await api.request(`/alerts/manage/${token}/${maria[1].id}/`, { method: "DELETE" });
    expect(gone.status).toBe(204);
  });

  it("gives the same answer when the address is at its limit, and sends nothing more", async () => {
    for (let n = 0; n < 20; n += 1) await guestSave({ query: `search=n${n}`, email: "full@example.com" });
    expect(await mails()).toHaveLength(20);
    const over = await guestSave({ query: "search=more", email: "full@example.com" });
    expect(over.status).toBe(202);
    expect(await mails()).toHaveLength(20);
  });
});

describe("sending", () => {
  it("never mails one job twice to an address, whichever alerts matched, and skips paused ones", async () => {
    const wide = await save(worker, { query: "location=Crete", name: "All of Crete", frequency: "DAILY" });
    await save(worker, { query: "search=cook", frequency: "DAILY" });
    const paused = await save(otherWorker, { query: "", frequency: "DAILY" });
    await api.request(`/alerts/${paused.uuid}/`, { method: "PATCH", as: otherWorker, json: { is_paused: true } });
    const cook = await postJob({ title: "Cook", city: "Chania", area: "Crete" });
    const done = await runSearchAlerts(deps, "DAILY");
    expect(done).toMatchObject({ alerts: 2, mails: 1, jobs: 1 });
    const [mail] = await mails();
    expect(mail.to).toBe("eleni@example.com");
    expect(mail.subject).toBe("1 new job for “All of Crete”");
    expect(mail.text).toContain(`/jobs/${cook}/description`);
    expect(mail.text).toContain("/employee/alerts?lng=en");
    const stop = /<([^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(stop).toContain("/api/alerts/unsubscribe/");
    expect(await api.db.select().from(searchAlertJobsSent)).toEqual([
      expect.objectContaining({ recipient: "eleni@example.com", jobId: cook, alertId: wide.uuid }),
    ]);
    // The one-click stop, as a mail client sends it, twice.
    const path = new URL(stop).pathname.replace(/^\/api/, "");
    for (let time = 0; time < 2; time += 1) {
      const response = await api.request(path, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(204);
    }
    expect((await api.db.select().from(searchAlerts)).map((row) => row.id)).not.toContain(wide.uuid);
  });

  it("matches the map's area, and runs each frequency on its own", async () => {
    await save(worker, { query: "bounding_box=23.5,35.0,24.5,35.7", frequency: "WEEKLY" });
    const inside = await postJob({ title: "Lifeguard", latitude: 35.5, longitude: 24.0 });
    await postJob({ title: "Lifeguard", latitude: 37.9, longitude: 23.7 });
    await postJob({ title: "Lifeguard" });
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ alerts: 0, mails: 0 });
    expect(await runSearchAlerts(deps, "WEEKLY")).toMatchObject({ alerts: 1, mails: 1, jobs: 1 });
    expect((await mails())[0].text).toContain(`/jobs/${inside}/description`);
  });
});

describe("new means newly visible to searchers", () => {
  const season = new Date().getFullYear() + 1;
  const job = (title: string, isActive: boolean) => ({
    title,
    description: "Summer season on the harbour.",
    location: "Chania harbour",
    city: "Chania",
    employment_type: "FULL_TIME",
    experience_level: "ENTRY",
    start_date: `${season}-05-01`,
    end_date: `${season}-10-15`,
    is_active: isActive,
  });
  const post = async (title: string, isActive: boolean): Promise<number> => {
    const response = await api.request("/jobs/", { method: "POST", as: owner, json: job(title, isActive) });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const setActive = async (jobId: number, isActive: boolean): Promise<void> => {
    const response = await api.request(`/jobs/${jobId}/`, {
      method: "PATCH",
      as: owner,
      json: { is_active: isActive },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const mailedJobs = async (): Promise<string[]> => (await mails()).map((mail) => mail.text);

  beforeAll(() => subscribe(api, companyId, "pro"));

  it("mails a draft published after the alert's last run, on the next run", async () => {
    await save(worker, { query: "city=Chania", frequency: "DAILY" });
    // Written as a draft before the alert's first run: nobody searching sees it, so nothing is sent.
    const draft = await post("Night receptionist", false);
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ alerts: 1, mails: 0, jobs: 0 });
    await setActive(draft, true);
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ alerts: 1, mails: 1, jobs: 1 });
    const [mail] = await mailedJobs();
    expect(mail).toContain(`/jobs/${draft}/description`);
  });

  it("does not mail again a job taken down and re-opened that the address already had", async () => {
    // Two alerts of one address that both match it.
    await save(worker, { query: "city=Chania", frequency: "DAILY" });
    await save(worker, { query: "search=waiter", frequency: "DAILY" });
    const reopened = await post("Pool bar waiter", true);
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ alerts: 2, mails: 1, jobs: 1 });
    await setActive(reopened, false);
    await setActive(reopened, true);
    // New again to searchers, and matched again by both alerts, but this address was told about it already.
    expect(await runSearchAlerts(deps, "DAILY")).toMatchObject({ alerts: 2, mails: 0, jobs: 0 });
    expect(await mailedJobs()).toHaveLength(1);
  });
});

describe("the account", () => {
  it("exports a worker's alerts, and deleting the account deletes them and what was sent to the address", async () => {
    const alert = await save(worker, { query: "city=Chania" });
    await postJob({ title: "Porter", city: "Chania" });
    await runSearchAlerts(deps, "DAILY");
    const exported = await api.request("/account/export/", { as: worker });
    expect(((await exported.json()) as { search_alerts: SearchAlert[] }).search_alerts).toEqual([
      expect.objectContaining({ uuid: alert.uuid, name: "Chania" }),
    ]);
    await deletePersonalData(api.db, worker.id);
    expect(await api.db.select().from(searchAlerts).where(eq(searchAlerts.userId, worker.id))).toEqual([]);
    expect(
      await api.db.select().from(searchAlertJobsSent).where(eq(searchAlertJobsSent.recipient, "eleni@example.com")),
    ).toEqual([]);
  });
});
