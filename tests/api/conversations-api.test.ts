/**
 * Conversations about an application (issue 24, docs/conversations.md) over real HTTP: the worker who applied and the
 * company that owns the job write in one thread and nobody else can read or write it (a guest, another worker,
 * another company); the navigation's unread count and marking a thread read; the company's templates (each method,
 * only its own) and the bulk message to selected applicants; a worker's block of a company and the company's clear
 * refusal; and bad input answered 400 or 404 with its code, never 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationMessages, companies, employeeProfiles, jobs, messageTemplates } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let hotel: TestUser;
let otherHotel: TestUser;
let worker: TestUser;
let otherWorker: TestUser;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  api = await startTestApi();
  [hotel, otherHotel, worker, otherWorker] = await Promise.all([
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
    api.createUser("EMPLOYEE", { firstName: "Eleni" }),
    api.createUser("EMPLOYEE"),
  ]);
  [{ id: companyId }] = await api.db
    .insert(companies)
    .values({ ownerId: hotel.id, name: "Knossos Palace" })
    .returning({ id: companies.id });
  [{ id: otherCompanyId }] = await api.db
    .insert(companies)
    .values({ ownerId: otherHotel.id, name: "Lindos Bay" })
    .returning({ id: companies.id });
  await api.db.insert(employeeProfiles).values([
    { userId: worker.id, headline: "Cook" },
    { userId: otherWorker.id, headline: "Waiter" },
  ]);
});
afterAll(() => api.stop());

/** A new job of `company` and `applicant`'s application to it. */
async function application(applicant: TestUser = worker, company = companyId): Promise<number> {
  const [job] = await api.db
    .insert(jobs)
    .values({
      companyId: company,
      title: "Barista",
      description: "Season job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning({ id: jobs.id });
  const applied = await api.request("/applications/", { as: applicant, json: { job: job.id } });
  expect(applied.status).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

type Thread = {
  messages: { author: string; mine: boolean; body: string }[];
  unread: number;
  blocked: boolean;
  company: { id: string; name: string };
};

const write = (id: number, as: TestUser | null, json: unknown) =>
  api.request(`/applications/${id}/messages/`, { method: "POST", as, json });
const read = (id: number, as: TestUser | null) => api.request(`/applications/${id}/messages/`, { as });
const unread = async (as: TestUser) =>
  ((await (await api.request("/conversations/unread/", { as })).json()) as { unread_threads: number }).unread_threads;

describe("an application's thread", () => {
  it("is written and read by the worker and the company, each seeing which messages are theirs", async () => {
    const id = await application();
    const first = await write(id, hotel, { body: "Hello Eleni,\ncan you start on 1 May?" });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      author: "COMPANY",
      mine: true,
      body: "Hello Eleni,\ncan you start on 1 May?",
    });
    expect((await write(id, worker, { body: "Yes, <b>gladly</b>." })).status).toBe(201);
    const asWorker = (await (await read(id, worker)).json()) as Thread;
    expect(asWorker.company).toEqual({ id: companyId, name: "Knossos Palace" });
    expect(asWorker.messages.map((message) => [message.author, message.mine, message.body])).toEqual([
      ["COMPANY", false, "Hello Eleni,\ncan you start on 1 May?"],
      ["EMPLOYEE", true, "Yes, <b>gladly</b>."],
    ]);
    const asCompany = (await (await read(id, hotel)).json()) as Thread;
    expect(asCompany.messages.map((message) => message.mine)).toEqual([true, false]);
  });

  it("is nobody else's: a guest is 401, another worker and another company 404, and nothing is written", async () => {
    const id = await application();
    expect((await write(id, hotel, { body: "Welcome." })).status).toBe(201);
    for (const as of [null, otherWorker, otherHotel]) {
      const expected = as === null ? 401 : 404;
      expect((await read(id, as)).status).toBe(expected);
      expect((await write(id, as, { body: "Let me in" })).status).toBe(expected);
      expect((await api.request(`/applications/${id}/messages/read/`, { method: "POST", as })).status).toBe(expected);
    }
    const rows = await api.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id));
    expect(rows.map((row) => row.body)).toEqual(["Welcome."]);
  });

  it("does not exist without an application: an id nobody applied with is 404, a word in its place too", async () => {
    expect((await write(2_000_000_000, hotel, { body: "Hello" })).status).toBe(404);
    expect((await read(2_000_000_000, worker)).status).toBe(404);
    expect((await api.request("/applications/abc/messages/", { as: worker })).status).toBe(404);
  });

  it("refuses an empty message, one over 2,000 characters and a template that is not the company's with 400", async () => {
    const id = await application();
    const empty = await write(id, worker, { body: "   " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("message_required");
    expect((await write(id, worker, { body: "x".repeat(2001) })).status).toBe(400);
    expect((await write(id, worker, { body: "x".repeat(2000) })).status).toBe(201);
    expect((await write(id, worker, { body: 42 })).status).toBe(400);
    const [foreign] = await api.db
      .insert(messageTemplates)
      .values({ companyId: otherCompanyId, name: "Theirs", body: "Not yours" })
      .returning({ id: messageTemplates.id });
    const stolen = await write(id, hotel, { template_id: foreign.id });
    expect(stolen.status).toBe(400);
    expect(JSON.stringify(await stolen.json())).toContain("template_not_found");
    expect((await write(id, hotel, { template_id: "many" })).status).toBe(400);
  });

  it("takes a form post too (JavaScript off), keeping line breaks", async () => {
    const id = await application();
    const posted = await api.request(`/applications/${id}/messages/`, {
      method: "POST",
      as: worker,
      body: new URLSearchParams({ body: "Line one\r\nLine two" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(201);
    expect(((await posted.json()) as { body: string }).body).toBe("Line one\nLine two");
  });
});

describe("unread threads", () => {
  it("counts threads with the other side's new messages, and opening one marks it read", async () => {
    const reader = await api.createUser("EMPLOYEE");
    await api.db.insert(employeeProfiles).values({ userId: reader.id, headline: "Guide" });
    const [first, second] = [await application(reader), await application(reader)];
    expect(await unread(reader)).toBe(0);
    await write(first, hotel, { body: "One" });
    await write(first, hotel, { body: "Two" });
    await write(second, hotel, { body: "Three" });
    expect(await unread(reader)).toBe(2);
    expect(((await (await read(first, reader)).json()) as Thread).unread).toBe(2);
    // Reading the thread does not mark it; opening it (the page's mark) does.
    expect(await unread(reader)).toBe(2);
    const marked = await api.request(`/applications/${first}/messages/read/`, { method: "POST", as: reader });
    expect(await marked.json()).toEqual({ unread_threads: 1 });
    // The worker's own reply does not make the thread unread for them, but does for the company.
    const hotelBefore = await unread(hotel);
    await write(second, reader, { body: "Thanks" });
    expect(await unread(reader)).toBe(0);
    expect(await unread(hotel)).toBe(hotelBefore + 1);
    expect((await api.request("/conversations/unread/")).status).toBe(401);
  });
});

describe("message templates", () => {
  const path = "/message-templates/";

  it("are listed, added, edited and deleted by their company only", async () => {
    const created = await api.request(path, {
      method: "POST",
      as: hotel,
      json: { name: "Post filled", body: "Thanks, we have filled the post." },
    });
    expect(created.status).toBe(201);
    const template = (await created.json()) as { id: number; name: string };
    const listed = (await (await api.request(path, { as: hotel })).json()) as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(template.id);
    expect(await (await api.request(path, { as: otherHotel })).json()).not.toContainEqual(
      expect.objectContaining({ id: template.id }),
    );
    const one = `${path}${template.id}/`;
    for (const as of [otherHotel]) {
      expect((await api.request(one, { method: "PATCH", as, json: { name: "Mine" } })).status).toBe(404);
      expect((await api.request(one, { method: "DELETE", as })).status).toBe(404);
    }
    const fields = { name: "a", body: "b" };
    expect((await api.request(path, { as: worker })).status).toBe(403);
    expect((await api.request(path, { method: "POST", as: worker, json: fields })).status).toBe(403);
    expect((await api.request(path)).status).toBe(401);
    expect((await api.request(path, { method: "POST", json: fields })).status).toBe(401);
    expect((await api.request(one, { method: "PATCH", as: worker, json: { name: "x" } })).status).toBe(403);
    const renamed = await api.request(one, { method: "PATCH", as: hotel, json: { name: "Filled" } });
    expect(await renamed.json()).toMatchObject({ name: "Filled", body: "Thanks, we have filled the post." });
    expect((await api.request(one, { method: "PATCH", as: hotel, json: { body: "" } })).status).toBe(400);
    expect((await api.request(path, { method: "POST", as: hotel, json: { name: "No text" } })).status).toBe(400);
    expect((await api.request(one, { method: "DELETE", as: hotel })).status).toBe(204);
    expect((await api.request(one, { method: "DELETE", as: hotel })).status).toBe(404);
  });

  it("need a company profile first (403 with its code, not a 500)", async () => {
    const newcomer = await api.createUser("COMPANY");
    const refused = await api.request(path, { method: "POST", as: newcomer, json: { name: "a", body: "b" } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain("template_company_required");
  });

  it("is what a message sends when the company picks one and writes nothing", async () => {
    const id = await application();
    const [template] = await api.db
      .insert(messageTemplates)
      .values({ companyId, name: "Interview", body: "Could you come for a talk on Monday?" })
      .returning({ id: messageTemplates.id });
    const sent = await write(id, hotel, { body: "", template_id: template.id });
    expect(await sent.json()).toMatchObject({ body: "Could you come for a talk on Monday?" });
  });
});

describe("blocking a company's messages", () => {
  const blockPath = (company = companyId) => `/companies/${company}/message-block/`;

  it("stops the company writing, with a clear refusal; the worker still can; unblocking lets it write again", async () => {
    const id = await application();
    expect(await (await api.request(blockPath(), { as: worker })).json()).toEqual({ blocked: false });
    for (let time = 0; time < 2; time += 1)
      expect(await (await api.request(blockPath(), { method: "POST", as: worker })).json()).toEqual({ blocked: true });
    const refused = await write(id, hotel, { body: "Are you there?" });
    expect(refused.status).toBe(403);
    const refusal = JSON.stringify(await refused.json());
    expect(refusal).toContain("messages_blocked");
    expect(refusal).toContain("This worker has blocked messages from your company.");
    expect(((await (await read(id, hotel)).json()) as Thread).blocked).toBe(true);
    expect((await write(id, worker, { body: "Not interested, thanks." })).status).toBe(201);
    // Another worker's block is their own.
    expect(await (await api.request(blockPath(), { as: otherWorker })).json()).toEqual({ blocked: false });
    expect(await (await api.request(blockPath(), { method: "DELETE", as: worker })).json()).toEqual({ blocked: false });
    expect((await write(id, hotel, { body: "Sorry to bother you." })).status).toBe(201);
  });

  it("is for workers: a guest is 401, a company 403, an unknown company 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await api.request(blockPath(), { method })).status).toBe(401);
      expect((await api.request(blockPath(), { method, as: hotel })).status).toBe(403);
      expect(
        (await api.request(blockPath("00000000-0000-4000-8000-000000000000"), { method, as: worker })).status,
      ).toBe(404);
    }
  });
});

describe("the bulk message", () => {
  it("sends one template to the selected applicants, skipping one who blocked the company", async () => {
    const blocker = await api.createUser("EMPLOYEE");
    await api.db.insert(employeeProfiles).values({ userId: blocker.id, headline: "Chef" });
    const [a, b, blocked] = [await application(), await application(otherWorker), await application(blocker)];
    await api.request(`/companies/${companyId}/message-block/`, { method: "POST", as: blocker });
    const [template] = await api.db
      .insert(messageTemplates)
      .values({ companyId, name: "Filled", body: "Thanks, we have filled the post." })
      .returning({ id: messageTemplates.id });
    const sent = await api.request("/applications/bulk-message/", {
      as: hotel,
      json: { ids: [a, b, blocked], template_id: template.id },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: [a, b].sort((x, y) => x - y), blocked: [blocked] });
    const thread = (await (await read(b, otherWorker)).json()) as Thread;
    expect(thread.messages.map((message) => message.body)).toEqual(["Thanks, we have filled the post."]);
    expect(((await (await read(blocked, blocker)).json()) as Thread).messages).toEqual([]);
  });

  it("sends nothing when one id is not the company's (404), and refuses bad input with 400", async () => {
    const mine = await application();
    const theirs = await application(worker, otherCompanyId);
    const [template] = await api.db
      .insert(messageTemplates)
      .values({ companyId, name: "Hi", body: "Hi" })
      .returning({ id: messageTemplates.id });
    const bulk = (json: unknown, as: TestUser | null = hotel) =>
      api.request("/applications/bulk-message/", { as, json });
    expect((await bulk({ ids: [mine, theirs], template_id: template.id })).status).toBe(404);
    expect(await api.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, mine))).toEqual(
      [],
    );
    expect((await bulk({ ids: [], template_id: template.id })).status).toBe(400);
    expect((await bulk({ ids: [mine, mine], template_id: template.id })).status).toBe(400);
    expect((await bulk({ ids: [mine] })).status).toBe(400);
    expect((await bulk({ ids: [mine], template_id: 2_000_000_000 })).status).toBe(400);
    expect((await bulk({ ids: [mine], template_id: template.id }, worker)).status).toBe(403);
    expect((await bulk({ ids: [mine], template_id: template.id }, null)).status).toBe(401);
  });
});
