/**
 * The company's side of applications (docs/applications.md#the-companys-side): the private note and 1–5 rating (never
 * in a worker's answer), the bulk status change (the company's own applications only, all or none, the message in the
 * worker's e-mail) and the CSV export of a job's applicants (BOM, Greek, the company's own job only). Real HTTP, with
 * the wrong user for every new call.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationNotes,
  applicationStatusChanges,
  applications,
  availabilities,
  companies,
  employeeLanguages,
  employeeProfiles,
  jobs,
  outgoingMails,
  users,
} from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let hotel: TestUser;
let rival: TestUser;
let eleni: TestUser;
let john: TestUser;
let hotelJob: number;
let rivalJob: number;

beforeAll(async () => {
  api = await startTestApi();
  hotel = await api.createUser("COMPANY");
  rival = await api.createUser("COMPANY");
  eleni = await api.createUser("EMPLOYEE", {
    firstName: "Ελένη",
    lastName: "Παπαδάκη",
  });
  john = await api.createUser("EMPLOYEE", {
    firstName: "John",
    lastName: "Smith",
  });
  await api.db.update(users).set({ language: "gr" }).where(eq(users.id, eleni.id));
  await api.db.update(users).set({ language: "en" }).where(eq(users.id, john.id));
  const [own] = await api.db
    .insert(companies)
    .values({ ownerId: hotel.id, name: "Knossos Palace" })
    .returning({ id: companies.id });
  const [other] = await api.db
    .insert(companies)
    .values({ ownerId: rival.id, name: "Rival Resort" })
    .returning({ id: companies.id });
  const [eleniProfile] = await api.db
    .insert(employeeProfiles)
    .values({
      userId: eleni.id,
      headline: "Σερβιτόρα, 3 σεζόν",
      hasAfm: true,
      healthCertificate: true,
      drivingLicence: "CAR",
    })
    .returning({ id: employeeProfiles.id });
  await api.db.insert(employeeProfiles).values({ userId: john.id, headline: "Barman", needsAccommodation: true });
  await api.db.insert(employeeLanguages).values({ employeeId: eleniProfile.id, language: "el", level: "native" });
  await api.db.insert(availabilities).values({
    employeeId: eleniProfile.id,
    availableFrom: "2027-05-01",
    availableTo: "2027-10-31",
  });
  const job = (companyId: string, title: string) => ({
    companyId,
    title,
    description: "Season job.",
    employmentType: "FULL_TIME" as const,
    experienceLevel: "ENTRY" as const,
    startDate: "2027-06-01",
    endDate: "2027-09-30",
  });
  [{ id: hotelJob }, { id: rivalJob }] = await api.db
    .insert(jobs)
    .values([job(own.id, "Σερβιτόρος"), job(other.id, "Bartender")])
    .returning({ id: jobs.id });
});
afterAll(() => api.stop());

async function apply(worker: TestUser, job: number): Promise<number> {
  const response = await api.request("/applications/", {
    as: worker,
    json: { job },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const statusOf = async (id: number) =>
  (await api.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
const mailsTo = (email: string) =>
  api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(desc(outgoingMails.id));

describe("private notes and rating", () => {
  let id: number;
  beforeAll(async () => {
    id = await apply(eleni, hotelJob);
  });

  it("only the owning company reads and writes them: guest 401, worker 403, another company 404", async () => {
    const path = `/applications/${id}/notes/`;
    for (const method of ["GET", "PATCH"]) {
      const json = method === "PATCH" ? { note: "x", rating: 3 } : undefined;
      expect((await api.request(path, { method, json })).status).toBe(401);
      expect((await api.request(path, { method, json, as: eleni })).status).toBe(403);
      expect((await api.request(path, { method, json, as: rival })).status).toBe(404);
    }
    expect((await api.request("/applications/999999/notes/", { as: hotel })).status).toBe(404);
    expect((await api.request("/applications/007/notes/", { as: hotel })).status).toBe(404);
    expect(await api.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toEqual([]);
  });

  it("the owner writes them, reads them back, and a field left out stays", async () => {
    const empty = await api.request(`/applications/${id}/notes/`, {
      as: hotel,
    });
    expect(await empty.json()).toEqual({
      note: "",
      rating: null,
      updated_at: null,
    });
    const saved = await api.request(`/applications/${id}/notes/`, {
      method: "PATCH",
      as: hotel,
      json: { note: "Καλή εντύπωση", rating: 4 },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      note: "Καλή εντύπωση",
      rating: 4,
    });
    const onlyRating = await api.request(`/applications/${id}/notes/`, {
      method: "PATCH",
      as: hotel,
      json: { rating: 5 },
    });
    expect(await onlyRating.json()).toMatchObject({
      note: "Καλή εντύπωση",
      rating: 5,
    });
    const cleared = await api.request(`/applications/${id}/notes/`, {
      method: "PATCH",
      as: hotel,
      json: { rating: null },
    });
    expect(await cleared.json()).toMatchObject({
      note: "Καλή εντύπωση",
      rating: null,
    });
    await api.request(`/applications/${id}/notes/`, {
      method: "PATCH",
      as: hotel,
      json: { rating: 4 },
    });
    const list = (await (await api.request(`/applications/?job_id=${hotelJob}`, { as: hotel })).json()) as Array<
      Record<string, unknown>
    >;
    expect(list.find((row) => row.id === id)).toMatchObject({
      note: "Καλή εντύπωση",
      rating: 4,
      job_start_date: "2027-06-01",
    });
  });

  it("refuses bad input naming the field, storing nothing; no body changes nothing", async () => {
    for (const [json, field] of [
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 2.5 }, "rating"],
      [{ rating: "5" }, "rating"],
      [{ note: "x".repeat(5001) }, "note"],
      [{ note: 12 }, "note"],
    ] as const) {
      const response = await api.request(`/applications/${id}/notes/`, {
        method: "PATCH",
        as: hotel,
        json,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys((await response.json()) as object)).toContain(field);
    }
    // No body is an empty change: nothing is lost.
    const noBody = await api.request(`/applications/${id}/notes/`, {
      method: "PATCH",
      as: hotel,
    });
    expect(noBody.status).toBe(200);
    expect(await noBody.json()).toMatchObject({
      note: "Καλή εντύπωση",
      rating: 4,
    });
    const [row] = await api.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
    expect(row).toMatchObject({ note: "Καλή εντύπωση", rating: 4 });
  });

  it("never appear in anything the worker is answered", async () => {
    const own = await api.request("/applications/", { as: eleni });
    const text = await own.text();
    expect(text).toContain(`"id":${id}`);
    expect(text).not.toContain("Καλή εντύπωση");
    const [mine] = (JSON.parse(text) as Array<Record<string, unknown>>).filter((row) => row.id === id);
    expect(mine).not.toHaveProperty("note");
    expect(mine).not.toHaveProperty("rating");
    expect(mine).not.toHaveProperty("applicant");
    const withdrawn = await api.request(`/applications/${id}/withdraw/`, {
      method: "POST",
      as: eleni,
    });
    const body = await withdrawn.text();
    expect(withdrawn.status).toBe(200);
    expect(body).not.toContain("Καλή εντύπωση");
    expect(JSON.parse(body)).not.toHaveProperty("rating");
  });
});

describe("POST /applications/bulk-status/", () => {
  let first: number;
  let second: number;
  let foreign: number;
  beforeAll(async () => {
    first = await apply(eleni, hotelJob);
    second = await apply(john, hotelJob);
    foreign = await apply(john, rivalJob);
  });

  it("guest 401, worker 403; another company's application in the list changes nothing (404)", async () => {
    const json = { ids: [first, second], status: "SHORTLISTED" };
    expect((await api.request("/applications/bulk-status/", { json })).status).toBe(401);
    expect((await api.request("/applications/bulk-status/", { json, as: eleni })).status).toBe(403);
    expect((await api.request("/applications/bulk-status/", { json, as: rival })).status).toBe(404);
    const mixed = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: { ids: [first, foreign], status: "SHORTLISTED" },
    });
    expect(mixed.status).toBe(404);
    expect([await statusOf(first), await statusOf(foreign)]).toEqual(["APPLIED", "APPLIED"]);
  });

  it("refuses bad input naming the field, storing nothing; no body is a 400", async () => {
    const twice = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: { ids: [first, first], status: "SHORTLISTED" },
    });
    expect(await twice.json()).toEqual({
      ids: ["Each application may be listed once."],
      codes: { ids: [{ code: "duplicate_ids" }] },
    });
    for (const [json, field] of [
      [{ ids: [], status: "SHORTLISTED" }, "ids"],
      [{ ids: [first, first], status: "SHORTLISTED" }, "ids"],
      [{ ids: ["x"], status: "SHORTLISTED" }, "ids"],
      [
        {
          ids: Array.from({ length: 101 }, (_, index) => index + 1),
          status: "SHORTLISTED",
        },
        "ids",
      ],
      [{ ids: [first], status: "WITHDRAWN" }, "status"],
      [{ ids: [first], status: "APPLIED" }, "status"],
      [{ ids: [first], status: "SHORTLISTED", message: "x".repeat(1001) }, "message"],
    ] as const) {
      const response = await api.request("/applications/bulk-status/", {
        as: hotel,
        json,
      });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      const fields = Object.keys((await response.json()) as object);
      expect(
        fields.some((key) => key === field || key.startsWith(`${field}.`)),
        fields.join(),
      ).toBe(true);
    }
    expect(
      (
        await api.request("/applications/bulk-status/", {
          method: "POST",
          as: hotel,
        })
      ).status,
    ).toBe(400);
    expect([await statusOf(first), await statusOf(second)]).toEqual(["APPLIED", "APPLIED"]);
  });

  it("is all or none: one application that cannot move refuses the whole change", async () => {
    // John withdraws his; moving both is refused and Eleni's stays APPLIED.
    await api.request(`/applications/${second}/withdraw/`, {
      method: "POST",
      as: john,
    });
    const before = (await api.db.select().from(applicationStatusChanges)).length;
    const refused = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: { ids: [first, second], status: "REJECTED" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      status: ["An application cannot move from WITHDRAWN to REJECTED."],
      codes: { status: [{ code: "invalid_transition", params: { from: "WITHDRAWN", to: "REJECTED" } }] },
    });
    expect(await statusOf(first)).toBe("APPLIED");
    expect((await api.db.select().from(applicationStatusChanges)).length).toBe(before);
  });

  it("moves the owner's applications, records each step and e-mails each worker the message in their language", async () => {
    const johnAgain = await apply(john, hotelJob);
    const eleniMails = (await mailsTo(eleni.email)).length;
    const response = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: {
        ids: [first, johnAgain],
        status: "SHORTLISTED",
        message: "Ελάτε για συνέντευξη τη Δευτέρα στις 11:00.",
      },
    });
    expect(response.status).toBe(200);
    // Each worker's status mail is a job, then the mail's (docs/mail.md, docs/mail.md#status-mails).
    await api.drainQueue();
    const moved = (await response.json()) as Array<{
      id: number;
      status: string;
      history: Array<{ status: string }>;
    }>;
    expect(moved.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first, "SHORTLISTED"],
        [johnAgain, "SHORTLISTED"],
      ].sort(),
    );
    expect(moved.every((row) => row.history.at(-1)?.status === "SHORTLISTED")).toBe(true);
    const [greek] = await mailsTo(eleni.email);
    expect((await mailsTo(eleni.email)).length).toBe(eleniMails + 1);
    expect(greek.subject).toBe("Η αίτησή σας για τη θέση Σερβιτόρος: Προκρίθηκε");
    expect(greek.text).toContain(
      "Μήνυμα από την επιχείρηση Knossos Palace:\n\nΕλάτε για συνέντευξη τη Δευτέρα στις 11:00.",
    );
    expect(greek.html).toContain("Ελάτε για συνέντευξη τη Δευτέρα στις 11:00.");
    const [english] = await mailsTo(john.email);
    expect(english.text).toContain("A message from Knossos Palace:\n\nΕλάτε για συνέντευξη");
    // Again to the same status: nothing moves, nobody is mailed twice.
    const again = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: { ids: [first], status: "SHORTLISTED" },
    });
    expect(again.status).toBe(200);
    expect((await mailsTo(eleni.email)).length).toBe(eleniMails + 1);
  });

  it("sends the plain status e-mail when there is no message", async () => {
    const third = await apply(eleni, rivalJob);
    const response = await api.request("/applications/bulk-status/", {
      as: rival,
      json: { ids: [third], status: "REJECTED", message: "" },
    });
    expect(response.status).toBe(200);
    await api.drainQueue();
    const [mail] = await mailsTo(eleni.email);
    expect(mail.subject).toBe("Η αίτησή σας για τη θέση Bartender: Απορρίφθηκε");
    expect(mail.text).not.toContain("Μήνυμα από");
  });
});

describe("GET /jobs/{id}/applicants/csv/", () => {
  const path = () => `/jobs/${hotelJob}/applicants/csv/`;

  it("guest 401, worker 403, another company 403, no such job 404", async () => {
    expect((await api.request(path())).status).toBe(401);
    expect((await api.request(path(), { as: eleni })).status).toBe(403);
    const other = await api.request(path(), { as: rival });
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain("Ελένη");
    expect((await api.request("/jobs/999999999/applicants/csv/", { as: hotel })).status).toBe(404);
    expect((await api.request("/jobs/abc/applicants/csv/", { as: hotel })).status).toBe(404);
  });

  it("gives the owner UTF-8 with a BOM, Greek intact, in the asked language, without withdrawn ones or private notes", async () => {
    const response = await api.request(path(), {
      as: hotel,
      headers: { "Accept-Language": "el-GR,el;q=0.9" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment;");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const [header, ...lines] = text.trimEnd().split("\r\n");
    expect(header).toBe(
      "Όνομα,Επώνυμο,Σύντομη περιγραφή,E-mail,Γλώσσες,Διαθεσιμότητα,Διαθέσιμος για τη σεζόν,Δικαίωμα εργασίας,ΑΦΜ,ΑΜΚΑ,Πιστοποιητικό υγείας,Δίπλωμα οδήγησης,Χρειάζεται διαμονή,Αίτηση,Κατάσταση,Βαθμολογία",
    );
    const eleniLine = lines.find((line) => line.startsWith("Ελένη,Παπαδάκη,"));
    expect(eleniLine).toBeDefined();
    // A field with a comma is quoted.
    expect(eleniLine).toContain('"Σερβιτόρα, 3 σεζόν"');
    expect(eleniLine).toContain(eleni.email);
    expect(eleniLine).toContain("Ελληνικά (Μητρική)");
    expect(eleniLine).toContain("2027-05-01 – 2027-10-31,Ναι,,Ναι,,Ναι,Αυτοκινήτου,,");
    expect(eleniLine).toContain(",Προκρίθηκε,");
    expect(text).not.toContain("Καλή εντύπωση");
    // John's withdrawn application is left out; his live one is there.
    expect(lines.filter((line) => line.startsWith("John,Smith,"))).toHaveLength(1);
    const english = await (
      await api.request(path(), {
        as: hotel,
        headers: { "Accept-Language": "en" },
      })
    ).text();
    expect(english).toContain("First name,Last name,Headline,E-mail");
    expect(english).toContain(",Shortlisted,");
  });
});
