/**
 * Company reviews (areas.md "Write a review") over real HTTP: a worker the company shortlisted reviews it once per
 * season (the job's start year, else the application's year), edits the review for 30 days, the company replies
 * once, anyone signed in but the author reports it; the permission matrix for every endpoint (guest, company,
 * worker never shortlisted, wrong author, wrong company), bad fields, unknown and malformed ids, the company's
 * count and rating, the review notices in the outbox, and every method with and without a body.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySchema, reviewSchema } from "../../contract/profiles";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "../../contract/review-rules";
import { ownReviewSchema, reviewEligibilitySchema } from "../../contract/reviews";
import {
  applications,
  applicationStatusChanges,
  companies,
  companyReviews,
  employeeProfiles,
  jobs,
  outgoingMails,
  reviewReports,
  users,
} from "../../api/db/schema";
import { RAW_BODIES, rawRequest } from "../support/raw-http";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
/** The company reviewed, its owner and a second company with its own owner. */
let hotel: { user: TestUser; id: string };
let taverna: { user: TestUser; id: string };
/** Shortlisted by the hotel in 2027 (through the API), 2025 and 2024; speaks English. */
let maria: TestUser;
/** Shortlisted by the hotel in 2025. */
let nikos: TestUser;
/** Applied to the hotel, which only viewed the application. */
let eleni: TestUser;
/** A review of the taverna, for "a review id of another company". */
let tavernaReview: number;

const UNKNOWN_COMPANY = "00000000-0000-4000-8000-000000000000";
const REVIEW = {
  rating: 4,
  title: "Fair pay, good housing",
  content: "Long days in August, but a kind team.",
  position: "Waiter",
};

beforeAll(async () => {
  api = await startTestApi();
  hotel = await company("Naxos Bay Hotel");
  taverna = await company("Taverna To Limani");
  await api.db.update(users).set({ language: "gr", firstName: "Giorgos" }).where(eq(users.id, hotel.user.id));
  maria = await worker("Maria", "kosta");
  nikos = await worker("Nikos", "Georgiou");
  eleni = await worker("Eleni", "Pappa");

  const summer2025 = await job(hotel.id, {
    title: "Waiter",
    city: "Agios Prokopios",
    area: "Naxos",
    startDate: "2025-05-01",
    endDate: "2025-10-01",
  });
  const undated = await job(hotel.id, { title: "Barista" });
  const summer2027 = await job(hotel.id, { title: "Receptionist", startDate: "2027-05-01" });
  await history(maria, summer2025, ["APPLIED", "SHORTLISTED"], "2025-03-01");
  // Shortlisted, then declined: the history still holds SHORTLISTED. No start date: the application's year.
  await history(maria, undated, ["APPLIED", "SHORTLISTED", "REJECTED"], "2024-07-01");
  await history(nikos, summer2025, ["APPLIED", "SHORTLISTED"], "2025-02-01");
  await history(eleni, summer2025, ["APPLIED", "VIEWED_BY_COMPANY"], "2025-02-01");
  // The real flow for 2027: the worker applies, the company shortlists through the API.
  const applied = await api.request("/applications/", { as: maria, json: { job: summer2027 } });
  expect(applied.status, await applied.clone().text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  expect(
    (await api.request(`/applications/${id}/`, { method: "PATCH", as: hotel.user, json: { status: "SHORTLISTED" } }))
      .status,
  ).toBe(200);

  const [row] = await api.db
    .insert(companyReviews)
    .values({
      companyId: taverna.id,
      author: "Kostas P.",
      rating: 2,
      date: "2025-09-01",
      title: "Hard work",
      content: "Too hot.",
      verified: false,
    })
    .returning({ id: companyReviews.id });
  tavernaReview = row.id;
});
afterAll(() => api.stop());

async function company(name: string) {
  const user = await api.createUser("COMPANY");
  const [row] = await api.db
    .insert(companies)
    .values({ ownerId: user.id, name, city: "Naxos" })
    .returning({ id: companies.id });
  return { user, id: row.id };
}

async function worker(firstName: string, lastName: string): Promise<TestUser> {
  const user = await api.createUser("EMPLOYEE", { firstName, lastName });
  await api.db.insert(employeeProfiles).values({ userId: user.id, headline: "Seasonal worker" });
  return user;
}

async function job(companyId: string, fields: Partial<typeof jobs.$inferInsert>): Promise<number> {
  const [row] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title: "Job",
      description: "Season job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
      ...fields,
    })
    .returning({ id: jobs.id });
  return row.id;
}

/** An application made on `day` whose statuses were `statuses`, in order (the last is the present one). */
async function history(
  user: TestUser,
  jobId: number,
  statuses: Array<typeof applications.$inferInsert.status & string>,
  day: string,
) {
  const [profile] = await api.db
    .select({ id: employeeProfiles.id })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, user.id));
  const createdAt = new Date(`${day}T10:00:00Z`);
  const [application] = await api.db
    .insert(applications)
    .values({ jobId, employeeId: profile.id, status: statuses[statuses.length - 1], createdAt, updatedAt: createdAt })
    .returning({ id: applications.id });
  await api.db
    .insert(applicationStatusChanges)
    .values(statuses.map((status) => ({ applicationId: application.id, status, createdAt })));
}

const reviewsPath = (companyId = hotel.id) => `/companies/${companyId}/reviews/`;
const reviewPath = (id: number | string, companyId = hotel.id) => `/companies/${companyId}/reviews/${id}/`;
const reviewRows = () => api.db.select().from(companyReviews).where(eq(companyReviews.companyId, hotel.id));
const mailsTo = (email: string) =>
  api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(desc(outgoingMails.id));

async function eligibility(user: TestUser) {
  const response = await api.request(`${reviewsPath()}eligibility/`, { as: user });
  expect(response.status).toBe(200);
  return reviewEligibilitySchema.parse(await response.json());
}

async function stats() {
  const response = await api.request(`/companies/${hotel.id}/`);
  const { review_count, rating } = companySchema.parse(await response.json());
  const [row] = await api.db
    .select({ stored: companies.reviewCount })
    .from(companies)
    .where(eq(companies.id, hotel.id));
  return { review_count, rating, stored: row.stored };
}

function write(user: TestUser | null, body: unknown, companyId = hotel.id) {
  return api.request(reviewsPath(companyId), { method: "POST", as: user, json: body });
}

/** The token of the unsubscribe page link in a mail's text. */
function tokenIn(text: string): string {
  const match = /\/mail\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1];
}

let mariaReview: number;

describe("who may review: GET /companies/{uuid}/reviews/eligibility/", () => {
  it("lists the seasons the company shortlisted the worker in (the job's year, else the application's), newest first", async () => {
    expect(await eligibility(maria)).toEqual({ seasons: [2027, 2025, 2024], reviews: [] });
    expect(await eligibility(nikos)).toEqual({ seasons: [2025], reviews: [] });
    expect(await eligibility(eleni)).toEqual({ seasons: [], reviews: [] });
  });

  it("is for workers: a guest is 401, a company 403; an unknown or malformed company is 404", async () => {
    expect((await api.request(`${reviewsPath()}eligibility/`)).status).toBe(401);
    expect((await api.request(`${reviewsPath()}eligibility/`, { as: hotel.user })).status).toBe(403);
    for (const id of [UNKNOWN_COMPANY, "naxos", "12345"]) {
      expect((await api.request(`${reviewsPath(id)}eligibility/`, { as: maria })).status, id).toBe(404);
    }
  });
});

describe("writing a review: POST /companies/{uuid}/reviews/", () => {
  it("refuses a guest (401), a company (403) and a worker the company never shortlisted (403); nothing is stored", async () => {
    expect((await write(null, { ...REVIEW, season: 2025 })).status).toBe(401);
    expect((await write(hotel.user, { ...REVIEW, season: 2025 })).status).toBe(403);
    const stranger = await write(eleni, { ...REVIEW, season: 2025 });
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ detail: REVIEW_MESSAGES.notShortlisted, code: "not_shortlisted" });
    // Shortlisted by the hotel is not shortlisted by the taverna.
    expect((await write(maria, { ...REVIEW, season: 2025 }, taverna.id)).status).toBe(403);
    expect(await reviewRows()).toHaveLength(0);
  });

  it("answers 400 naming the field for each bad value, and stores nothing", async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ["rating", { rating: 6 }],
      ["rating", { rating: 0 }],
      ["rating", { rating: 3.5 }],
      ["rating", { rating: "four" }],
      ["title", { title: "" }],
      ["title", { title: "x".repeat(121) }],
      ["content", { content: "   " }],
      ["content", { content: "x".repeat(4001) }],
      ["position", { position: undefined }],
      ["season", { season: "last year" }],
      ["season", { season: 1999 }],
      ["season", { season: undefined }],
    ];
    for (const [field, change] of cases) {
      const response = await write(maria, { ...REVIEW, season: 2025, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(errorFields(await response.json()), JSON.stringify(change)).toEqual([field]);
    }
    const otherSeason = await write(maria, { ...REVIEW, season: 2023 });
    expect(otherSeason.status).toBe(400);
    const otherSeasonBody = await otherSeason.json();
    expect(fieldMessages(otherSeasonBody)).toEqual({ season: [REVIEW_MESSAGES.seasonNotShortlisted] });
    expect(fieldCodes(otherSeasonBody)).toEqual({ season: ["season_not_shortlisted"] });
    const notJson = await api.request(reviewsPath(), {
      method: "POST",
      as: maria,
      body: "rating=4",
      headers: { "Content-Type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
    const broken = await api.request(reviewsPath(), {
      method: "POST",
      as: maria,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(await reviewRows()).toHaveLength(0);
  });

  it("stores a verified review by 'Maria K.', counts it in the company's stats and e-mails the company in its language", async () => {
    expect(await stats()).toEqual({ review_count: 0, rating: 0, stored: 0 });
    const response = await write(maria, {
      ...REVIEW,
      season: 2025,
      verified: false,
      author: "Someone else",
      date: "2020-01-01",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const review = ownReviewSchema.parse(await response.json());
    mariaReview = review.id;
    expect(review).toMatchObject({
      ...REVIEW,
      season: 2025,
      author: "Maria K.",
      verified: true,
      reply: null,
      location: "Agios Prokopios, Naxos",
    });
    expect(new Date(review.editable_until).getTime() - new Date(review.created_at).getTime()).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    expect(await stats()).toEqual({ review_count: 1, rating: 4, stored: 1 });

    const [mail] = await mailsTo(hotel.user.email);
    expect(mail.subject).toBe("Νέα αξιολόγηση για την επιχείρηση Naxos Bay Hotel: 4 στα 5");
    expect(mail.text).toContain("Γεια σας Giorgos,");
    expect(mail.text).toContain("Maria K. (Waiter, σεζόν 2025)");
    expect(mail.text).toContain("Long days in August");
    expect(mail.text).toContain(`/company/profile/${hotel.id}/reviews`);
    expect(tokenIn(mail.text).length).toBeGreaterThan(40);
  });

  it("takes one review per worker and season: the second is 409 and changes nothing; a form body works too", async () => {
    const again = await write(maria, { ...REVIEW, rating: 1, season: 2025 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: REVIEW_MESSAGES.alreadyReviewed, code: "already_reviewed" });
    expect(await stats()).toEqual({ review_count: 1, rating: 4, stored: 1 });

    const form = new URLSearchParams({
      rating: "2",
      title: "Too far from town",
      content: "No bus.",
      position: "Receptionist",
      season: "2027",
    });
    const asForm = await api.request(reviewsPath(), { method: "POST", as: maria, body: form });
    expect(asForm.status, await asForm.clone().text()).toBe(201);
    expect(await stats()).toEqual({ review_count: 2, rating: 3, stored: 2 });
    const left = await eligibility(maria);
    expect(left.seasons).toEqual([2024]);
    expect(left.reviews.map((review) => review.season)).toEqual([2027, 2025]);
  });

  it("is 404 for an unknown or malformed company", async () => {
    for (const id of [UNKNOWN_COMPANY, "not-a-company"])
      expect((await write(maria, { ...REVIEW, season: 2025 }, id)).status, id).toBe(404);
  });
});

describe("reading reviews: GET /companies/{uuid}/reviews/", () => {
  it("is public, newest first, and never shows who wrote a review beyond the shown name", async () => {
    const response = await api.request(reviewsPath());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    const reviews = reviewSchema.array().parse(body);
    expect(reviews).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(maria.id);
    expect((await api.request(reviewsPath(UNKNOWN_COMPANY))).status).toBe(404);
    expect((await api.request(reviewsPath("nope"))).status).toBe(404);
  });
});

describe("editing a review: PATCH /companies/{uuid}/reviews/{id}/", () => {
  it("lets the author change the rating and texts, not the season; the stats follow", async () => {
    const response = await api.request(reviewPath(mariaReview), {
      method: "PATCH",
      as: maria,
      json: { rating: 5, title: "Great season", season: 2024 },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(ownReviewSchema.parse(await response.json())).toMatchObject({
      rating: 5,
      title: "Great season",
      content: REVIEW.content,
      season: 2025,
    });
    expect(await stats()).toMatchObject({ review_count: 2, rating: 3.5 });
  });

  it("refuses a guest (401), a company (403) and another worker (403); unknown, malformed and other companies' ids are 404", async () => {
    const before = await reviewRows();
    expect((await api.request(reviewPath(mariaReview), { method: "PATCH", json: { rating: 1 } })).status).toBe(401);
    expect(
      (await api.request(reviewPath(mariaReview), { method: "PATCH", as: hotel.user, json: { rating: 1 } })).status,
    ).toBe(403);
    const stranger = await api.request(reviewPath(mariaReview), { method: "PATCH", as: nikos, json: { rating: 1 } });
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ detail: REVIEW_MESSAGES.notAuthor, code: "not_review_author" });
    // Checked before the body: a bad body from someone who may not edit is still 403.
    expect(
      (await api.request(reviewPath(mariaReview), { method: "PATCH", as: nikos, json: { rating: 9 } })).status,
    ).toBe(403);
    for (const path of [
      reviewPath(999_999),
      reviewPath("abc"),
      reviewPath("007"),
      reviewPath(tavernaReview),
      reviewPath(mariaReview, taverna.id),
      reviewPath(mariaReview, UNKNOWN_COMPANY),
    ]) {
      expect((await api.request(path, { method: "PATCH", as: maria, json: { rating: 1 } })).status, path).toBe(404);
    }
    expect(await reviewRows()).toEqual(before);
  });

  it("answers 400 naming the field, and stores nothing", async () => {
    const before = await reviewRows();
    for (const [field, change] of [
      ["rating", { rating: 7 }],
      ["title", { title: "" }],
      ["position", { position: "p".repeat(121) }],
    ] as const) {
      const response = await api.request(reviewPath(mariaReview), { method: "PATCH", as: maria, json: change });
      expect(response.status).toBe(400);
      expect(errorFields(await response.json())).toEqual([field]);
    }
    expect(await reviewRows()).toEqual(before);
  });

  it("is over 30 days after the review was written: 403 saying so, the review unchanged", async () => {
    await api.db
      .update(companyReviews)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(companyReviews.id, mariaReview));
    const response = await api.request(reviewPath(mariaReview), { method: "PATCH", as: maria, json: { rating: 1 } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: REVIEW_MESSAGES.editWindowOver,
      code: "edit_window_over",
      params: { days: REVIEW_EDIT_DAYS },
    });
    const [row] = await api.db
      .select({ rating: companyReviews.rating })
      .from(companyReviews)
      .where(eq(companyReviews.id, mariaReview));
    expect(row.rating).toBe(5);
  });
});

describe("the company's reply: POST /companies/{uuid}/reviews/{id}/reply/", () => {
  const replyPath = (id: number | string = mariaReview, companyId = hotel.id) => `${reviewPath(id, companyId)}reply/`;

  it("refuses a guest (401), a worker (403), another company (403); unknown, malformed and other companies' ids are 404", async () => {
    expect((await api.request(replyPath(), { json: { reply: "Thanks" } })).status).toBe(401);
    expect((await api.request(replyPath(), { as: maria, json: { reply: "Thanks" } })).status).toBe(403);
    expect((await api.request(replyPath(), { as: taverna.user, json: { reply: "Thanks" } })).status).toBe(403);
    for (const path of [
      replyPath(999_999),
      replyPath("x1"),
      replyPath(tavernaReview),
      replyPath(mariaReview, UNKNOWN_COMPANY),
    ]) {
      expect((await api.request(path, { as: hotel.user, json: { reply: "Thanks" } })).status, path).toBe(404);
    }
    // The taverna asking under the hotel's uuid is another company, whichever review it names.
    expect((await api.request(replyPath(tavernaReview), { as: taverna.user, json: { reply: "Thanks" } })).status).toBe(
      403,
    );
    const empty = await api.request(replyPath(), { as: hotel.user, json: { reply: " " } });
    expect(empty.status).toBe(400);
    expect(errorFields(await empty.json())).toEqual(["reply"]);
    const [row] = await api.db
      .select({ reply: companyReviews.reply })
      .from(companyReviews)
      .where(eq(companyReviews.id, mariaReview));
    expect(row.reply).toBeNull();
  });

  it("is stored once, shown with the review, and e-mailed to the author; a second reply is 409", async () => {
    const response = await api.request(replyPath(), {
      as: hotel.user,
      json: { reply: "Thank you, Maria: see you next season." },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(reviewSchema.parse(await response.json())).toMatchObject({
      reply: "Thank you, Maria: see you next season.",
    });
    const listed = reviewSchema.array().parse(await (await api.request(reviewsPath())).json());
    const shown = listed.find((review) => review.id === mariaReview);
    expect(shown?.reply).toBe("Thank you, Maria: see you next season.");
    expect(shown?.replied_at).not.toBeNull();

    const second = await api.request(replyPath(), { as: hotel.user, json: { reply: "Changed my mind." } });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ detail: REVIEW_MESSAGES.alreadyReplied, code: "already_replied" });

    const [mail] = await mailsTo(maria.email);
    expect(mail.subject).toBe("Naxos Bay Hotel replied to your review");
    expect(mail.text).toContain("Hello Maria,");
    expect(mail.text).toContain("Thank you, Maria: see you next season.");
    expect(mail.text).toContain(`/employee/companies/${hotel.id}/reviews`);

    // Its link turns review notices off, and only them.
    const off = await api.request(`/mail-preferences/${tokenIn(mail.text)}/`, { method: "POST" });
    expect(await off.json()).toEqual({ kind: "review_notices", role: "EMPLOYEE", subscribed: false });
    const [prefs] = await api.db
      .select({ reviews: users.mailReviewNotices, status: users.mailStatusUpdates, jobs: users.mailJobAlerts })
      .from(users)
      .where(eq(users.id, maria.id));
    expect(prefs).toEqual({ reviews: false, status: true, jobs: true });
  });
});

describe("reporting a review: POST /companies/{uuid}/reviews/{id}/report/", () => {
  const reportPath = (id: number | string = mariaReview, companyId = hotel.id) => `${reviewPath(id, companyId)}report/`;
  const reports = () => api.db.select().from(reviewReports).where(eq(reviewReports.reviewId, mariaReview));

  it("refuses a guest (401) and the author (403); a reason is required; unknown, malformed and other companies' ids are 404", async () => {
    expect((await api.request(reportPath(), { json: { reason: "Fake" } })).status).toBe(401);
    const own = await api.request(reportPath(), { as: maria, json: { reason: "Fake" } });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ detail: REVIEW_MESSAGES.ownReview, code: "own_review" });
    for (const body of [{}, { reason: "" }, { reason: "r".repeat(1001) }]) {
      const response = await api.request(reportPath(), { as: nikos, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(await response.json())).toEqual(["reason"]);
    }
    for (const path of [
      reportPath(999_999),
      reportPath("-1"),
      reportPath(tavernaReview),
      reportPath(mariaReview, UNKNOWN_COMPANY),
    ]) {
      expect((await api.request(path, { as: nikos, json: { reason: "Fake" } })).status, path).toBe(404);
    }
    expect(await reports()).toHaveLength(0);
  });

  it("stores one report per user, keeping the first reason; a company may report too", async () => {
    for (const reason of ["It is about another hotel.", "Second thoughts"]) {
      const response = await api.request(reportPath(), { as: nikos, json: { reason } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ reported: true });
    }
    expect(
      (await api.request(reportPath(), { as: taverna.user, body: new URLSearchParams({ reason: "Spam" }) })).status,
    ).toBe(200);
    const rows = await reports();
    expect(rows.map((row) => [row.reporterId, row.reason]).sort()).toEqual(
      [
        [nikos.id, "It is about another hotel."],
        [taverna.user.id, "Spam"],
      ].sort(),
    );
  });
});

describe("review notices", () => {
  it("are not sent to a company that turned them off", async () => {
    const [first] = await mailsTo(hotel.user.email);
    await api.request(`/mail-preferences/${tokenIn(first.text)}/`, { method: "POST" });
    const before = (await mailsTo(hotel.user.email)).length;
    expect((await write(nikos, { ...REVIEW, season: 2025 })).status).toBe(201);
    expect((await mailsTo(hotel.user.email)).length).toBe(before);
    expect(await stats()).toEqual({ review_count: 3, rating: expect.closeTo(3.7, 1), stored: 3 });
  });
});

describe("every method, with and without a body, over real HTTP", () => {
  it("never answers 5xx, and answers JSON", async () => {
    const paths = [
      reviewsPath(),
      `${reviewsPath()}eligibility/`,
      reviewPath(mariaReview),
      `${reviewPath(mariaReview)}reply/`,
      `${reviewPath(mariaReview)}report/`,
      `${reviewPath("0")}report/`,
      `${reviewsPath("bad")}eligibility/`,
    ];
    const callers: Array<Record<string, string>> = [{}, maria.headers, hotel.user.headers];
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        for (const [name, body] of Object.entries(RAW_BODIES)) {
          for (const headers of callers) {
            const response = await rawRequest(api.origin, method, `/api${path}`, { headers, body });
            const json =
              method === "HEAD" || response.headers["content-type"]?.toString().startsWith("application/json");
            if (response.status >= 500 || !json)
              failures.push(`${method} ${path} with ${name} → ${response.status} ${response.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing those requests sent was a valid review, reply or report.
    const [row] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(companyReviews)
      .where(eq(companyReviews.companyId, hotel.id));
    expect(row.count).toBe(3);
  });
});
