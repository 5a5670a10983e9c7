/**
 * Exporting one's data and deleting one's account (issue 12,
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account), over real HTTP: the export checked item by item for
 * a worker and a company, the deletion refused to a guest, with a missing or wrong password, or without a fresh social
 * sign-in (nothing deleted); a worker and a company deleting themselves (applications kept as a deleted user, reviews
 * anonymised, files gone from disk, sessions ended, the address free again, a confirmation mail), and the subscription
 * cancelled with the local provider.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETE_MESSAGES } from "../../contract/accounts";
import {
  applicationMessages,
  applicationNotes,
  applicationStatusChanges,
  applications,
  companies,
  companyFollows,
  companyGalleryImages,
  companyReviews,
  employeeLanguages,
  employeeProfiles,
  jobs,
  messageBlocks,
  messageTemplates,
  outgoingMails,
  subscriptions,
  users,
  workExperiences,
} from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { RAW_BODIES, rawRequest } from "../support/raw-http";
import { STANDIN_SECRET_KEY, startStripeStandin, type StripeStandin } from "../support/stripe-standin";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const EXPORT = "/account/export/";
const DELETE = "/account/delete/";

/** A file in DATA_DIR/media, as an upload leaves it (`-thumb` for a thumbnail); its public path. */
async function mediaFile(kind: "avatars" | "logos" | "gallery", suffix: "" | "-thumb" = ""): Promise<string> {
  const name = `${randomUUID()}${suffix}.webp`;
  const directory = path.join(api.config.DATA_DIR, "media", kind);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), "not really an image");
  return `/media/${kind}/${name}`;
}

const onDisk = (url: string) => existsSync(path.join(api.config.DATA_DIR, url.replace(/^\//, "")));

type Setup = {
  worker: TestUser;
  company: TestUser;
  profileId: string;
  companyId: string;
  jobId: number;
  applicationId: number;
  avatar: string;
  logo: string;
  logoThumb: string;
  gallery: string;
};

/**
 * A company with a job and a gallery photo, a worker with a profile, experience, an application (with a note), a review
 * and a follow.
 */
async function setUp(): Promise<Setup> {
  const worker = await api.createUser("EMPLOYEE", { firstName: "Eleni", lastName: "Markou" });
  const company = await api.createUser("COMPANY");
  const [avatar, logo, logoThumb, gallery] = await Promise.all([
    mediaFile("avatars"),
    mediaFile("logos"),
    mediaFile("logos", "-thumb"),
    mediaFile("gallery"),
  ]);
  const [{ id: companyId }] = await api.db
    .insert(companies)
    .values({
      ownerId: company.id,
      name: "Naxos Sun Hotel",
      logo,
      logoThumb,
      email: "desk@naxos.example",
      phoneNumber: "+30 22850 12345",
    })
    .returning({ id: companies.id });
  await api.db.insert(companyGalleryImages).values({ companyId, url: gallery, alt: "Pool" });
  const [{ id: jobId }] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title: "Beach bar waiter",
      description: "Summer on Naxos.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning({ id: jobs.id });
  const [{ id: profileId }] = await api.db
    .insert(employeeProfiles)
    .values({
      userId: worker.id,
      headline: "Barista with three summers",
      bio: "I love islands.",
      city: "Heraklion",
      avatar,
      hasAfm: true,
    })
    .returning({ id: employeeProfiles.id });
  await api.db
    .insert(workExperiences)
    .values({ employeeId: profileId, jobTitle: "Barista", companyName: "Cafe Blue", startDate: "2023-05-01" });
  await api.db.insert(employeeLanguages).values({ employeeId: profileId, language: "en", level: "advanced" });
  const [{ id: applicationId }] = await api.db
    .insert(applications)
    .values({
      jobId,
      employeeId: profileId,
      coverLetter: "I worked three summers at a beach bar.",
      status: "SHORTLISTED",
    })
    .returning({ id: applications.id });
  await api.db.insert(applicationStatusChanges).values([
    { applicationId, status: "APPLIED", changedBy: worker.id },
    { applicationId, status: "SHORTLISTED", changedBy: company.id },
  ]);
  await api.db.insert(applicationNotes).values({ applicationId, note: "Strong English", rating: 4 });
  await api.db.insert(companyReviews).values({
    companyId,
    author: "Eleni M.",
    authorId: worker.id,
    avatar,
    rating: 5,
    date: "2025-10-01",
    season: 2025,
    title: "A fair employer",
    content: "Good housing and meals.",
    verified: true,
  });
  await api.db.insert(companyFollows).values({ userId: worker.id, companyId });
  await api.db.insert(applicationMessages).values([
    { applicationId, authorRole: "COMPANY", authorId: company.id, body: "Can you start on 1 June?" },
    { applicationId, authorRole: "EMPLOYEE", authorId: worker.id, body: "Yes, from 1 June." },
  ]);
  await api.db.insert(messageTemplates).values({ companyId, name: "Filled", body: "Thanks, we have filled the post." });
  await api.db.insert(messageBlocks).values({ userId: worker.id, companyId });
  return { worker, company, profileId, companyId, jobId, applicationId, avatar, logo, logoThumb, gallery };
}

async function exportOf(user: TestUser): Promise<Record<string, unknown> & { account: Record<string, unknown> }> {
  const response = await api.request(EXPORT, { as: user });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as Record<string, unknown> & { account: Record<string, unknown> };
}

const deleteAs = (user: TestUser | null, json: unknown = { password: user?.password }) =>
  api.request(DELETE, { as: user, json });

describe("GET /account/export/", () => {
  it("refuses a guest and a bad token", async () => {
    expect((await api.request(EXPORT)).status).toBe(401);
    expect((await api.request(EXPORT, { headers: { Authorization: "Bearer nonsense" } })).status).toBe(401);
  });

  it("gives a worker every item held: account, profile, experiences, applications with history, reviews, follows, mail preferences", async () => {
    const { worker, avatar, applicationId, companyId } = await setUp();
    const data = await exportOf(worker);
    expect(data.format).toBe("seasonal-jobs-export/1");
    expect(data.account).toMatchObject({
      uuid: worker.id,
      email: worker.email,
      first_name: "Eleni",
      last_name: "Markou",
      role: "EMPLOYEE",
      has_password: true,
    });
    expect(data.mail_preferences).toEqual({
      status_updates: true,
      job_alerts: true,
      review_notices: true,
      interviews: true,
      invitations: true,
      messages: true,
    });
    expect(data.profile).toMatchObject({
      headline: "Barista with three summers",
      bio: "I love islands.",
      has_afm: true,
      avatar: `http://localhost:3000${avatar}`,
    });
    expect(data.profile).toMatchObject({ languages: [{ language: "en", level: "advanced" }] });
    expect(data.experiences).toEqual([expect.objectContaining({ job_title: "Barista", company_name: "Cafe Blue" })]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        job_title: "Beach bar waiter",
        company_name: "Naxos Sun Hotel",
        cover_letter: "I worked three summers at a beach bar.",
        history: [expect.objectContaining({ status: "APPLIED" }), expect.objectContaining({ status: "SHORTLISTED" })],
      }),
    ]);
    // The company's private note is the company's: never in the worker's export.
    expect(JSON.stringify(data)).not.toContain("Strong English");
    expect(data.reviews).toEqual([
      expect.objectContaining({ title: "A fair employer", author: "Eleni M.", company: companyId }),
    ]);
    expect(data.follows).toEqual([expect.objectContaining({ company: companyId, company_name: "Naxos Sun Hotel" })]);
    // Both sides' messages of the worker's threads, the companies blocked (docs/conversations.md).
    expect(data.messages).toEqual([
      expect.objectContaining({ application: applicationId, author: "COMPANY", body: "Can you start on 1 June?" }),
      expect.objectContaining({ application: applicationId, author: "EMPLOYEE", body: "Yes, from 1 June." }),
    ]);
    expect(data.message_blocks).toEqual([expect.objectContaining({ company: companyId })]);
    // The company's templates are the company's.
    expect(JSON.stringify(data)).not.toContain("we have filled the post");
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("token_hash");
  });

  it("gives a company its profile, jobs, applications received with notes and ratings, subscriptions", async () => {
    const { company, companyId, jobId, logo, logoThumb, gallery } = await setUp();
    await api.db.insert(subscriptions).values({
      companyId,
      planCode: "basic",
      status: "active",
      provider: "local",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const data = await exportOf(company);
    expect(data.account).toMatchObject({ uuid: company.id, role: "COMPANY" });
    expect(data.companies).toEqual([
      expect.objectContaining({
        uuid: companyId,
        name: "Naxos Sun Hotel",
        email: "desk@naxos.example",
        logo: `http://localhost:3000${logo}`,
        logo_thumb: `http://localhost:3000${logoThumb}`,
        gallery: [expect.objectContaining({ url: `http://localhost:3000${gallery}` })],
      }),
    ]);
    expect(data.jobs).toEqual([
      expect.objectContaining({
        id: jobId,
        title: "Beach bar waiter",
        company: expect.objectContaining({ logo_thumb: `http://localhost:3000${logoThumb}` }),
      }),
    ]);
    expect(data.applications_received).toEqual([
      expect.objectContaining({
        note: "Strong English",
        rating: 4,
        applicant: expect.objectContaining({ first_name: "Eleni", deleted: false }),
        history: [expect.objectContaining({ status: "APPLIED" }), expect.objectContaining({ status: "SHORTLISTED" })],
      }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({ author: "COMPANY", body: "Can you start on 1 June?" }),
      expect.objectContaining({ author: "EMPLOYEE", body: "Yes, from 1 June." }),
    ]);
    expect(data.message_templates).toEqual([
      expect.objectContaining({ company: companyId, name: "Filled", body: "Thanks, we have filled the post." }),
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({
        status: "active",
        provider: "local",
        plan: expect.objectContaining({ code: "basic" }),
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/\$argon2/);
  });
});

describe("POST /account/delete/: refusals change nothing", () => {
  it("refuses a guest", async () => {
    expect((await deleteAs(null, { password: "whatever" })).status).toBe(401);
  });

  it("refuses a missing, empty, wrong or mistyped password, and keeps everything", async () => {
    const { worker, profileId } = await setUp();
    const cases: Array<[unknown, string, string]> = [
      [{}, ACCOUNT_DELETE_MESSAGES.passwordRequired, "delete_password_required"],
      [{ password: "" }, ACCOUNT_DELETE_MESSAGES.passwordRequired, "delete_password_required"],
      [{ password: "Wrong-Password-1!" }, ACCOUNT_DELETE_MESSAGES.wrongPassword, "wrong_password"],
    ];
    for (const [body, message, code] of cases) {
      const response = await deleteAs(worker, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ password: [message], codes: { password: [{ code }] } });
    }
    for (const body of [{ password: 42 }, { password: ["x"] }, { password: "x".repeat(5000) }, []]) {
      expect((await deleteAs(worker, body)).status).toBe(400);
    }
    const [row] = await api.db.select().from(users).where(eq(users.id, worker.id));
    expect(row).toMatchObject({ email: worker.email, isActive: true, deletedAt: null, firstName: "Eleni" });
    const [profile] = await api.db.select().from(employeeProfiles).where(eq(employeeProfiles.id, profileId));
    expect(profile.headline).toBe("Barista with three summers");
    expect((await api.request(EXPORT, { as: worker })).status).toBe(200);
  });

  it("refuses an account without a password unless it signed in within 10 minutes", async () => {
    const user = await api.createUser("EMPLOYEE");
    await api.db
      .update(users)
      .set({ passwordHash: null, lastLoginAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(users.id, user.id));
    const stale = await deleteAs(user, {});
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({
      password: [ACCOUNT_DELETE_MESSAGES.signInAgain],
      codes: { password: [{ code: "sign_in_again" }] },
    });
    expect((await api.db.select().from(users).where(eq(users.id, user.id)))[0].deletedAt).toBeNull();
    await api.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    expect((await deleteAs(user, {})).status).toBe(200);
    expect((await api.db.select().from(users).where(eq(users.id, user.id)))[0].deletedAt).not.toBeNull();
  });
});

describe("POST /account/delete/: a worker", () => {
  it("removes the personal data and files, keeps the application for the company as a deleted user, frees the address", async () => {
    const { worker, company, profileId, applicationId, avatar, jobId } = await setUp();
    const response = await deleteAs(worker);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: ACCOUNT_DELETE_MESSAGES.deleted });

    const [row] = await api.db.select().from(users).where(eq(users.id, worker.id));
    expect(row).toMatchObject({ firstName: "", lastName: "", passwordHash: null, isActive: false, phoneNumber: null });
    expect(row.email).not.toBe(worker.email);
    expect(row.deletedAt).not.toBeNull();
    const [profile] = await api.db.select().from(employeeProfiles).where(eq(employeeProfiles.id, profileId));
    expect(profile).toMatchObject({ headline: "", bio: "", city: "", avatar: null, hasAfm: null });
    expect(await api.db.select().from(workExperiences).where(eq(workExperiences.employeeId, profileId))).toEqual([]);
    expect(await api.db.select().from(companyFollows).where(eq(companyFollows.userId, worker.id))).toEqual([]);
    expect(onDisk(avatar)).toBe(false);

    // Every session ends: the access token and the refresh token no longer work.
    expect((await api.request(EXPORT, { as: worker })).status).toBe(401);
    expect((await api.request("/auth/token/refresh/", { json: { refresh: worker.refresh } })).status).toBe(401);
    expect(
      (await api.request("/auth/token/", { json: { email: worker.email, password: worker.password } })).status,
    ).toBe(401);

    // The company keeps the application, without name, contact or cover letter.
    const list = await api.request(`/applications/?job_id=${jobId}`, { as: company });
    expect(list.status).toBe(200);
    const [kept] = (await list.json()) as Array<{
      id: number;
      cover_letter: string | null;
      applicant: Record<string, unknown>;
    }>;
    expect(kept.id).toBe(applicationId);
    expect(kept.cover_letter).toBeNull();
    expect(kept.applicant).toMatchObject({ deleted: true, first_name: "", last_name: "", email: "", headline: "" });
    const csv = await api.request(`/jobs/${jobId}/applicants/csv/`, {
      as: company,
      headers: { "Accept-Language": "en" },
    });
    const csvText = await csv.text();
    expect(csvText).toContain("Deleted user");
    expect(csvText).not.toContain("Eleni");
    const greekCsv = await api.request(`/jobs/${jobId}/applicants/csv/`, {
      as: company,
      headers: { "Accept-Language": "el" },
    });
    expect(await greekCsv.text()).toContain("Διαγραμμένος χρήστης");

    // The review stays, anonymised.
    const [review] = await api.db.select().from(companyReviews).where(eq(companyReviews.authorId, worker.id));
    expect(review).toMatchObject({ author: "", avatar: null, title: "A fair employer" });

    // One confirmation mail to the old address, in the account's language; the older mails to it are gone.
    const mails = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, worker.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/account has been deleted/);

    // The address signs up again.
    const again = await api.request("/users/", {
      json: {
        first_name: "Eleni",
        last_name: "Markou",
        email: worker.email.toUpperCase(),
        role: "EMPLOYEE",
        language: "en",
      },
    });
    expect(again.status).toBe(201);
    // A new account, not a known address (the answer is the same for both: docs/sessions-and-accounts.md#sign-up).
    expect(
      await api.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${worker.email})`),
    ).toMatchObject([{ firstName: "Eleni", lastName: "Markou", isActive: false }]);

    // A second deletion with the dead token is a 401, not a 500.
    expect((await deleteAs(worker)).status).toBe(401);
  });

  it("a company cannot delete the worker, nor the worker the company: each deletes only itself", async () => {
    const { worker, company } = await setUp();
    // The endpoint has no id: whoever calls deletes their own account, and another's password does not help.
    const response = await deleteAs(company, { password: "Wrong-Password-1!" });
    expect(response.status).toBe(400);
    expect((await api.db.select().from(users).where(eq(users.id, worker.id)))[0].deletedAt).toBeNull();
    expect((await api.db.select().from(users).where(eq(users.id, company.id)))[0].deletedAt).toBeNull();
  });
});

describe("POST /account/delete/: a company", () => {
  it("cancels the local subscription, closes its jobs, removes its uploads and notes, keeps the workers' applications", async () => {
    const { worker, company, companyId, jobId, logo, logoThumb, gallery, applicationId } = await setUp();
    const [subscription] = await api.db
      .insert(subscriptions)
      .values({
        companyId,
        planCode: "basic",
        status: "active",
        provider: "local",
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const response = await deleteAs(company);
    expect(response.status).toBe(200);
    const [cancelled] = await api.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(cancelled.status).toBe("canceled");
    const [job] = await api.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job.isActive).toBe(false);
    const [profile] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(profile).toMatchObject({
      logo: null,
      logoThumb: null,
      email: null,
      phoneNumber: null,
      name: "Naxos Sun Hotel",
    });
    expect(
      await api.db.select().from(companyGalleryImages).where(eq(companyGalleryImages.companyId, companyId)),
    ).toEqual([]);
    expect(
      await api.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId)),
    ).toEqual([]);
    expect(onDisk(logo)).toBe(false);
    expect(onDisk(logoThumb)).toBe(false);
    expect(onDisk(gallery)).toBe(false);
    // The worker still sees the application, and the company is no longer found by name.
    const mine = (await (await api.request("/applications/", { as: worker })).json()) as Array<{ id: number }>;
    expect(mine.map((each) => each.id)).toContain(applicationId);
    const found = (await (await api.request("/companies/?name=Naxos%20Sun")).json()) as {
      results: Array<{ uuid: string }>;
    };
    expect(found.results.map((each) => each.uuid)).not.toContain(companyId);
    const again = await api.request("/users/", {
      json: { first_name: "Test", last_name: "Owner", email: company.email, role: "COMPANY", language: "gr" },
    });
    expect(again.status).toBe(201);
    expect(await api.db.select().from(users).where(eq(users.email, company.email))).toMatchObject([
      { role: "COMPANY", isActive: false },
    ]);
  });
});

describe("every method, with and without a body, over real HTTP", () => {
  it("never answers 5xx, answers JSON, and a signed-in POST without a password deletes nothing", async () => {
    const user = await api.createUser("EMPLOYEE");
    const failures: string[] = [];
    for (const route of [EXPORT, DELETE]) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        for (const [name, body] of Object.entries(RAW_BODIES)) {
          for (const headers of [{}, { Authorization: `Bearer ${user.access}` }] as Array<Record<string, string>>) {
            const response = await rawRequest(api.origin, method, `/api${route}`, { body, headers });
            const json =
              method === "HEAD" || response.headers["content-type"]?.toString().startsWith("application/json");
            if (response.status >= 500 || !json) failures.push(`${method} ${route} with ${name} → ${response.status}`);
            if (route === DELETE && method === "POST" && response.status !== (headers.Authorization ? 400 : 401)) {
              failures.push(`POST ${route} with ${name} → ${response.status}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await api.db.select().from(users).where(eq(users.id, user.id)))[0].deletedAt).toBeNull();
  });
});

describe("POST /account/delete/: a company paying through Stripe", () => {
  let stripeApi: TestApi;
  let stripe: StripeStandin;
  beforeAll(async () => {
    stripe = await startStripeStandin();
    stripeApi = await startTestApi({ STRIPE_SECRET_KEY: STANDIN_SECRET_KEY, STRIPE_API_BASE: stripe.url });
  });
  afterAll(async () => {
    await stripeApi.stop();
    await stripe.stop();
  });

  async function payingCompany() {
    const user = await stripeApi.createUser("COMPANY");
    const [{ id: companyId }] = await stripeApi.db
      .insert(companies)
      .values({ ownerId: user.id, name: "Corfu Bay" })
      .returning({ id: companies.id });
    const stripeId = `sub_gdpr_${randomUUID().slice(0, 8)}`;
    stripe.putSubscription({
      id: stripeId,
      customer: "cus_gdpr",
      status: "active",
      metadata: { company: companyId, plan_code: "basic" },
    });
    await stripeApi.db.insert(subscriptions).values({
      companyId,
      planCode: "basic",
      status: "active",
      provider: "stripe",
      providerSubscriptionId: stripeId,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    return { user, stripeId };
  }

  it("cancels the subscription at Stripe first (DELETE /v1/subscriptions/{id}), then deletes", async () => {
    const { user, stripeId } = await payingCompany();
    const response = await stripeApi.request(DELETE, { as: user, json: { password: user.password } });
    expect(response.status).toBe(200);
    expect(
      stripe.requests.some(
        (request) => request.method === "DELETE" && request.path === `/v1/subscriptions/${stripeId}`,
      ),
    ).toBe(true);
    const [row] = await stripeApi.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, stripeId));
    expect(row.status).toBe("canceled");
    expect((await stripeApi.db.select().from(users).where(eq(users.id, user.id)))[0].deletedAt).not.toBeNull();
  });

  it("deletes nothing when Stripe refuses the cancellation", async () => {
    const { user, stripeId } = await payingCompany();
    stripe.failNext(400, "invalid_request_error");
    const response = await stripeApi.request(DELETE, { as: user, json: { password: user.password } });
    expect(response.status).toBe(400);
    const [row] = await stripeApi.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, stripeId));
    expect(row.status).toBe("active");
    const [account] = await stripeApi.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ deletedAt: null, isActive: true, email: user.email });
  });
});
