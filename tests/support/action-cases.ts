/**
 * The web actions as tests/unit/action-refusals.test.ts calls them: for each route module with an action, the
 * forms a person can post to it (a valid submission, so the API is asked), who posts them, and what the page
 * says where it has words of its own for a refusal, and for an outage (the API or its upload store away: issue 21).
 * Reads the actions make before their own call are answered from READS.
 */
import { PROFILE_MESSAGES } from "#contract/profile-fields";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "#contract/review-rules";
import { IMAGE_UPLOAD, MB, UPLOAD_MESSAGES } from "#contract/uploads";
import { pick } from "~/lib/pick";
import { COMPANY_FACTS_FORM, JOB_FORM } from "../fixtures/forms";
import { NO_SEASONAL_FACTS } from "./seasonal-facts";

import { USER } from "./signed-in-user";

export { USER };
const COMPANY = "7b0f0a4e-5a86-4a43-9b5e-2c1f1b7d9a10";
const PROFILE = "3c9d2e1f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
const SUBSCRIPTION = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";
const TOKEN = "link-token";

/** What the page says for a status instead of the common words: a locale key ("ns:key"), a redirect or data. */
export type Expected = string | { location: string } | { data: Record<string, unknown> };

export interface ActionCase {
  /** The route module in app/routes. */
  file: string;
  /** Which of its forms, where it has several ("email" of employee.settings.tsx). */
  variant?: string;
  /** Where the form posts; the route's params are read from it. */
  url: string;
  /** Signed in with this role (a made-up token, the user's read answered); a guest without. */
  role?: "EMPLOYEE" | "COMPANY";
  form?: Record<string, string | File>;
  /** A value entered that the answer must carry back (a form's values kept). */
  keeps?: string;
  /** The page's own words per status. */
  answers?: Partial<Record<number, Expected>>;
  /** The page's own words for every status. */
  every?: Expected;
  /**
   * The API's coded answer to the action's own call for a status (its body, docs/errors.md), where the page says
   * that code in its words (`answers`: "refusals:<code>", or words of its own keyed by the code); without one the
   * stand-in answers DRF's uncoded `{detail}`.
   */
  bodies?: Partial<Record<number, Record<string, unknown>>>;
  /**
   * The page's own words (a locale key, "ns:key") when its own call finds the API away (a 5xx, no answer): it
   * comes back as a 503 with what was entered (`keeps`), never the error screen.
   */
  outage?: string;
}

/** The company as the API answers its read: the facts of the filled-in form. */
const company = {
  uuid: COMPANY,
  ...pick(COMPANY_FACTS_FORM, ["name", "about", "email", "phone_number", "location", "city", "area", "country"]),
  logo: null,
  logo_thumb: null,
  cover_image: null,
  industries: ["Hotel"],
  website: null,
  latitude: null,
  longitude: null,
  years_in_business: 12,
  employee_count: 30,
  review_count: 0,
  rating: 0,
  open_job_count: 1,
  benefits: [{ id: 3, title: "Staff housing", description: "", icon: "" }],
  gallery: [{ id: 9, url: "/media/gallery/9.webp", thumb_url: null, alt: "The pool", caption: "" }],
  created_at: "2026-01-01T00:00:00Z",
};

const experience = {
  id: 4,
  job_title: "Waiter",
  company_name: "Sea Taverna",
  location: "",
  start_date: "2024-05-01",
  end_date: "2024-10-01",
  is_current: false,
  description: "",
};

const profile = {
  uuid: PROFILE,
  user: USER,
  first_name: "Maria",
  last_name: "K",
  headline: "Barista",
  bio: "",
  location: "",
  city: "Oia",
  country: "GR",
  avatar: null,
  work_experiences: [experience],
  skills: [],
  ...NO_SEASONAL_FACTS,
  preferred_areas: [],
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

/** The reads (`GET` path → body) that succeed when only the action's own call is refused. */
export const READS: Record<string, unknown> = {
  "/companies/": [company],
  [`/companies/${COMPANY}/`]: company,
  [`/employees/${PROFILE}/`]: profile,
  "/users/me/mail-preferences/": { status_updates: true, job_alerts: true },
  [`/users/email-change/${USER}/${TOKEN}/`]: { valid: true, email: "new@example.com" },
};

/** A chosen photo as a form posts it: the stand-in API never reads it. */
const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });

const reviewForm = { rating: "5", title: "A good season", content: "Fair hours and a kind team.", position: "Waiter" };
const basicsForm = { headline: "Barista in Oia", bio: "", location: "", city: "Oia", country: "GR" };
const experienceForm = {
  job_title: "Waiter",
  company_name: "Blue Lagoon Taverna",
  location: "",
  start_date: "2024-05-01",
  end_date: "2024-10-01",
};
const newPassword = { password: "Kalimera-apo-ti-Milo-7", repeat_password: "Kalimera-apo-ti-Milo-7" };
const applicantMove = { ids: "1", status: "SHORTLISTED", message: "See you at the interview" };
const profilePath = `/employee/profile/${PROFILE}`;
const companyProfilePath = `/company/profile/${COMPANY}`;
const reviewPath = `/employee/companies/${COMPANY}/reviews`;
/** The API's coded refusal of a whole request (docs/errors.md). */
const coded = (code: string, detail: string, params?: Record<string, number>) => ({
  detail,
  code,
  ...(params ? { params } : {}),
});
/** The API's coded refusal on one field. */
const onField = (field: string, code: string, text: string, params?: Record<string, number>) => ({
  [field]: [text],
  codes: { [field]: [params ? { code, params } : { code }] },
});
const tooLarge = (field: string) =>
  onField(field, "image_too_large", UPLOAD_MESSAGES.tooLarge, { megabytes: IMAGE_UPLOAD.maxBytes / MB });

/**
 * A link's POST (activation, password, e-mail change, unsubscribe) whose link died meanwhile: the page's GET says so.
 */
const deadLink = (url: string) => ({ 404: { location: url } });

const signedIn = (role: "EMPLOYEE" | "COMPANY", cases: Omit<ActionCase, "role">[]): ActionCase[] =>
  cases.map((entry) => ({ ...entry, role }));

/**
 * A payment action: for a 400 the company cannot act on, the action's failure (its code's words); for a 403 the
 * pricing page's "plans are for companies"; the common words for the rest.
 */
const payment = (
  file: string,
  url: string,
  failed: string,
  form?: Record<string, string>,
): Omit<ActionCase, "role"> => ({
  file,
  url,
  form,
  answers: { 400: `refusals:${failed}`, 403: "pricing:errors.companiesOnly" },
});

const guests: ActionCase[] = [
  {
    file: "alerts.new/route.ts",
    url: "/alerts/new",
    form: { query: "q=waiter", frequency: "DAILY", email: "maria@example.com" },
  },
  // A dead link is the page's own answer ("this link no longer works"), not a toast.
  {
    file: "alerts.confirm.$token/route.tsx",
    url: "/alerts/confirm/${TOKEN}",
    answers: { 404: { data: { confirmed: false, name: "" } } },
  },
  {
    file: "alerts.unsubscribe.$token/route.tsx",
    url: "/alerts/unsubscribe/${TOKEN}",
    answers: { 404: { data: { stopped: false } } },
  },
  {
    file: "alerts.manage.$token/route.tsx",
    url: "/alerts/manage/${TOKEN}",
    form: {
      intent: "save",
      uuid: "3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
      name: "Waiters on Naxos",
      frequency: "WEEKLY",
    },
  },
  {
    file: "auth.social/route.tsx",
    url: "/auth/social",
    form: { provider: "google", access_token: "token" },
    // The login page says what went wrong (social_error), as for every social sign-in failure.
    every: { location: "/login?social_error=google_failed" },
    answers: {
      404: { location: "/login?social_error=no_account" },
      429: { location: "/login?social_error=too_many_attempts" },
    },
  },
  {
    file: "contact/route.tsx",
    url: "/contact",
    form: {
      full_name: "Maria K",
      email: "maria@example.com",
      country_code: "GR",
      phone: "6912345678",
      message: "Do you have jobs on Crete?",
    },
    keeps: "Do you have jobs on Crete?",
    answers: { 429: "contact:errors.tooManyMessages" },
  },
  {
    file: "email-change.$uuid.$token/route.tsx",
    url: `/email-change/${USER}/${TOKEN}`,
    answers: { 400: "account:settings.confirm.taken", 404: { data: { outcome: "invalid" } } },
  },
  {
    file: "forgot-password/route.tsx",
    url: "/forgot-password",
    form: { email: "maria@example.com" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.emailInvalid", 429: "auth:forgot.errors.tooMany" },
  },
  {
    file: "login/route.tsx",
    url: "/login",
    form: { email: "maria@example.com", password: "Old-password-1" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.loginFailed", 429: "auth:errors.tooManyAttempts" },
  },
  {
    file: "mail.unsubscribe.$token/route.tsx",
    url: `/mail/unsubscribe/${TOKEN}`,
    form: { intent: "unsubscribe" },
    answers: deadLink(`/mail/unsubscribe/${TOKEN}`),
  },
  {
    file: "reset-password.$uuid.$token/route.tsx",
    url: `/reset-password/${USER}/${TOKEN}`,
    form: newPassword,
    answers: { ...deadLink(`/reset-password/${USER}/${TOKEN}`), 429: "signup:errors.tooManyAttempts" },
  },
  {
    file: "signup/route.tsx",
    url: "/signup",
    form: { first_name: "Maria", last_name: "K", email: "maria@example.com", role: "EMPLOYEE", agreement: "on" },
    keeps: "maria@example.com",
    answers: { 429: "signup:errors.tooManyAttempts" },
  },
  {
    file: "signup_.resend/route.tsx",
    url: "/signup/resend",
    form: { email: "maria@example.com" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.emailInvalid", 429: "auth:resend.errors.tooMany" },
  },
  {
    file: "users.$uuid.activate.$token/route.tsx",
    url: `/users/${USER}/activate/${TOKEN}`,
    form: newPassword,
    answers: { ...deadLink(`/users/${USER}/activate/${TOKEN}`), 429: "signup:errors.tooManyAttempts" },
  },
];

const companies = signedIn("COMPANY", [
  {
    file: "company.invite-back/route.tsx",
    url: "/company/invite-back",
    form: { job: "7", employees: PROFILE },
  },
  {
    file: "company.applicants/route.tsx",
    url: "/company/applicants",
    form: applicantMove,
    keeps: applicantMove.message,
  },
  {
    file: "company.jobs.$jobId.applicants/route.tsx",
    url: "/company/jobs/7/applicants",
    form: applicantMove,
    keeps: applicantMove.message,
  },
  {
    file: "company.applicants_.$applicationId/route.tsx",
    variant: "notes",
    url: "/company/applicants/5",
    form: { intent: "notes", note: "Speaks three languages", rating: "4" },
    keeps: "Speaks three languages",
  },
  {
    file: "company.applicants_.$applicationId/route.tsx",
    variant: "status",
    url: "/company/applicants/5",
    form: { intent: "status", status: "SHORTLISTED", message: applicantMove.message },
    keeps: applicantMove.message,
  },
  {
    file: "company.applicants_.$applicationId/route.tsx",
    variant: "conversation-message",
    url: "/company/applicants/5",
    form: { intent: "conversation-message", body: "Could you start on the 1st of June?" },
    keeps: "Could you start on the 1st of June?",
  },
  {
    file: "company.templates/route.tsx",
    variant: "create",
    url: "/company/templates",
    form: { intent: "create", name: "Filled", body: "Thanks, we have filled the post." },
    keeps: "Thanks, we have filled the post.",
  },
  {
    file: "company.templates/route.tsx",
    variant: "delete",
    url: "/company/templates",
    form: { intent: "delete", id: "3" },
  },
  {
    file: "company.applicants_.$applicationId_.interview/route.tsx",
    variant: "propose",
    url: "/company/applicants/5/interview",
    form: {
      intent: "propose",
      mode: "IN_PERSON",
      length_minutes: "30",
      address: "Agios Prokopios beach",
      date_1: "2027-06-01",
      time_1: "10:00",
    },
    keeps: "Agios Prokopios beach",
  },
  {
    file: "company.applicants_.$applicationId_.interview/route.tsx",
    variant: "cancel",
    url: "/company/applicants/5/interview",
    form: { intent: "cancel", note: "The post is filled." },
  },
  // Gone already (deleted in another tab): what was asked for is done.
  {
    file: "company.jobs.$jobId_.delete/route.tsx",
    url: "/company/jobs/7/delete",
    form: { intent: "delete" },
    answers: { 404: "account:jobEditor.deleted" },
  },
  {
    file: "company.jobs.$jobId_.edit/route.tsx",
    url: "/company/jobs/7/edit",
    form: JOB_FORM,
    keeps: JOB_FORM.description,
  },
  { file: "company.jobs.create/route.tsx", url: "/company/jobs/create", form: JOB_FORM, keeps: JOB_FORM.description },
  { file: "company.jobs.$jobId_.status/route.tsx", url: "/company/jobs/7/status", form: { is_active: "false" } },
  {
    file: "company.profile.$uuid.about/route.tsx",
    url: `${companyProfilePath}/about`,
    form: COMPANY_FACTS_FORM,
    keeps: COMPANY_FACTS_FORM.about,
    bodies: { 400: onField("phone_number", "invalid_phone", "Enter a valid phone number.") },
    answers: { 400: "refusals:invalid_phone" },
    outage: "account:companyProfile.unavailable",
  },
  {
    file: "company.profile.$uuid.about/route.tsx",
    variant: "images",
    url: `${companyProfilePath}/about`,
    form: { ...COMPANY_FACTS_FORM, logo: photo("logo.jpg"), cover_image: photo("cover.jpg") },
    keeps: COMPANY_FACTS_FORM.about,
    bodies: { 413: tooLarge("cover_image") },
    answers: { 413: "refusals:image_too_large" },
    outage: "account:companyProfile.about.imagesUnavailable",
  },
  {
    file: "company.profile.$uuid.benefits/route.tsx",
    variant: "add",
    url: `${companyProfilePath}/benefits`,
    form: { intent: "add", title: "Free meals", description: "", icon: "none" },
    keeps: "Free meals",
    bodies: { 400: onField("icon", "invalid_benefit_icon", "Choose one of the icons.") },
    answers: { 400: "refusals:invalid_benefit_icon" },
  },
  {
    file: "company.profile.$uuid.benefits/route.tsx",
    variant: "edit",
    url: `${companyProfilePath}/benefits`,
    form: { intent: "edit", id: "3", title: "Staff housing by the sea", description: "", icon: "home" },
    keeps: "Staff housing by the sea",
    bodies: { 400: onField("icon", "invalid_benefit_icon", "Choose one of the icons.") },
    answers: { 400: "refusals:invalid_benefit_icon", 404: "account:companyProfile.benefits.gone" },
  },
  {
    file: "company.profile.$uuid.benefits/route.tsx",
    variant: "remove",
    url: `${companyProfilePath}/benefits`,
    form: { intent: "remove", id: "3" },
    // The benefit removed meanwhile (in another tab): said in the tab's own words.
    answers: { 404: "account:companyProfile.benefits.gone" },
  },
  {
    file: "company.profile.$uuid.gallery/route.tsx",
    url: `${companyProfilePath}/gallery`,
    form: { image_0: photo("pool.jpg"), alt_0: "The pool at dusk", caption_0: "" },
    keeps: "The pool at dusk",
    bodies: {
      400: onField("images", "gallery_full", UPLOAD_MESSAGES.galleryFull, {
        max: IMAGE_UPLOAD.galleryImagesPerCompany,
      }),
      413: tooLarge("images.0"),
    },
    answers: { 400: "refusals:gallery_full", 413: "refusals:image_too_large" },
    outage: "account:companyProfile.gallery.unavailable",
  },
  {
    file: "company.profile.$uuid.reviews/route.tsx",
    url: `${companyProfilePath}/reviews`,
    form: { review: "3", reply: "Thank you for the season" },
    keeps: "Thank you for the season",
    bodies: { 409: coded("already_replied", REVIEW_MESSAGES.alreadyReplied) },
    answers: { 404: "account:companyProfile.reviews.gone", 409: "account:companyProfile.reviews.already" },
  },
  {
    file: "company.profile.$uuid_.gallery.$imageId.delete/route.tsx",
    url: `${companyProfilePath}/gallery/9/delete`,
    form: { intent: "delete" },
    answers: { 404: "account:companyProfile.gallery.gone" },
  },
  {
    file: "company.profile.create/route.tsx",
    url: "/company/profile/create",
    form: COMPANY_FACTS_FORM,
    keeps: COMPANY_FACTS_FORM.about,
    // Made in another tab meanwhile: the company's area shows it.
    bodies: { 400: coded("profile_exists", PROFILE_MESSAGES.profileExists) },
    answers: { 400: { location: "/company" } },
    outage: "account:companyProfile.unavailable",
  },
  // The company area mounts the employee area's settings module (app/routes.ts).
  {
    file: "employee.settings/route.tsx",
    variant: "sign-out-everywhere",
    url: "/company/settings",
    form: { intent: "sign-out-everywhere" },
  },
  payment(
    "payments.checkout-sessions.create_session/route.tsx",
    "/payments/checkout-sessions/create_session",
    "checkout_failed",
    { plan_code: "basic" },
  ),
  payment("payments.portal.create_session/route.tsx", "/payments/portal/create_session", "portal_failed"),
  payment(
    "payments.subscriptions.$id.cancel/route.tsx",
    `/payments/subscriptions/${SUBSCRIPTION}/cancel`,
    "cancel_failed",
    {
      confirm: "yes",
    },
  ),
  payment(
    "payments.subscriptions.$id.change/route.tsx",
    `/payments/subscriptions/${SUBSCRIPTION}/change`,
    "change_failed",
    {
      plan_code: "pro",
    },
  ),
  payment(
    "payments.subscriptions.$id.resume/route.tsx",
    `/payments/subscriptions/${SUBSCRIPTION}/resume`,
    "resume_failed",
  ),
]);

const employees = signedIn("EMPLOYEE", [
  {
    file: "employee.alerts/route.tsx",
    url: "/employee/alerts",
    form: { intent: "pause", uuid: "3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f" },
  },
  {
    file: "employee.applications_.$applicationId.withdraw/route.tsx",
    url: "/employee/applications/5/withdraw",
    form: { intent: "withdraw" },
  },
  {
    file: "employee.applications_.$applicationId._index/route.tsx",
    variant: "conversation-message",
    url: "/employee/applications/5",
    form: { intent: "conversation-message", body: "I can start on the 1st of June." },
    keeps: "I can start on the 1st of June.",
  },
  {
    file: "employee.applications_.$applicationId._index/route.tsx",
    variant: "conversation-block",
    url: "/employee/applications/5",
    form: { intent: "conversation-block" },
  },
  {
    file: "employee.applications_.$applicationId.interview/route.tsx",
    variant: "accept",
    url: "/employee/applications/5/interview",
    form: { intent: "accept", slot: "1" },
  },
  {
    file: "employee.applications_.$applicationId.interview/route.tsx",
    variant: "other-times",
    url: "/employee/applications/5/interview",
    form: { intent: "other-times", note: "Any afternoon after the 20th." },
  },
  {
    file: "employee.season/route.tsx",
    url: "/employee/season",
    form: { intent: "outside", employer_name: "Blue Bay", start_date: "2027-05-01", end_date: "2027-10-15" },
    // The job forms answer on the page, with what was typed (docs/season.md).
    keeps: "Blue Bay",
  },
  {
    file: "employee.season/route.tsx",
    variant: "accepted",
    url: "/employee/season",
    form: { intent: "accepted", application: "5" },
  },
  { file: "employee.season/route.tsx", variant: "clear", url: "/employee/season", form: { intent: "clear" } },
  {
    file: "employee.season/route.tsx",
    variant: "apply",
    url: "/employee/season",
    form: { intent: "apply", invitation: "3" },
  },
  {
    file: "employee.season/route.tsx",
    variant: "decline",
    url: "/employee/season",
    form: { intent: "decline", invitation: "3" },
  },
  {
    file: "employee.companies.$companyId/route.tsx",
    url: `/employee/companies/${COMPANY}`,
    form: { intent: "follow" },
  },
  {
    file: "employee.companies.$companyId_.reviews.$reviewId.edit/route.tsx",
    url: `${reviewPath}/3/edit`,
    form: reviewForm,
    keeps: reviewForm.content,
    bodies: {
      403: coded("edit_window_over", REVIEW_MESSAGES.editWindowOver, { days: REVIEW_EDIT_DAYS }),
    },
    answers: { 403: "refusals:edit_window_over" },
  },
  {
    file: "employee.companies.$companyId_.reviews.$reviewId.report/route.tsx",
    url: `${reviewPath}/3/report`,
    form: { reason: "It names a person who never worked there." },
    keeps: "It names a person who never worked there.",
    bodies: { 403: coded("own_review", REVIEW_MESSAGES.ownReview) },
    answers: { 403: "refusals:own_review" },
  },
  {
    file: "employee.companies.$companyId_.reviews.new/route.tsx",
    url: `${reviewPath}/new`,
    form: { ...reviewForm, season: "2025" },
    keeps: reviewForm.content,
    bodies: {
      400: onField("season", "season_not_shortlisted", REVIEW_MESSAGES.seasonNotShortlisted),
      403: coded("not_shortlisted", REVIEW_MESSAGES.notShortlisted),
      409: coded("already_reviewed", REVIEW_MESSAGES.alreadyReviewed),
    },
    answers: {
      400: "refusals:season_not_shortlisted",
      403: "refusals:not_shortlisted",
      409: "refusals:already_reviewed",
    },
  },
  {
    file: "employee.profile.$uuid_.availability/route.tsx",
    url: `${profilePath}/availability`,
    form: { intent: "add", available_from: "2027-05-01", available_to: "", work_hours: "", notes: "Weekends off" },
    keeps: "Weekends off",
    bodies: { 400: onField("available_to", "end_before_start", PROFILE_MESSAGES.endBeforeStart) },
    answers: { 400: "refusals:end_before_start" },
  },
  {
    file: "employee.profile.$uuid_.languages/route.tsx",
    url: `${profilePath}/languages`,
    form: { intent: "add", language: "it", level: "advanced" },
    keeps: '"it"',
    bodies: { 400: onField("language", "duplicate_language", PROFILE_MESSAGES.duplicateLanguage) },
    answers: { 400: "refusals:duplicate_language" },
  },
  {
    file: "employee.profile.$uuid_.skills/route.tsx",
    url: `${profilePath}/skills`,
    form: { intent: "add", name: "Latte art", level: "advanced", category: "technical" },
    keeps: "Latte art",
    bodies: { 400: onField("name", "duplicate_skill", PROFILE_MESSAGES.duplicateSkill) },
    answers: { 400: "refusals:duplicate_skill" },
  },
  {
    file: "employee.profile.$uuid_.basic-info/route.tsx",
    url: `${profilePath}/basic-info`,
    form: basicsForm,
    keeps: basicsForm.headline,
    outage: "account:profile.create.unavailable",
  },
  {
    file: "employee.profile.$uuid_.basic-info/route.tsx",
    variant: "photo",
    url: `${profilePath}/basic-info`,
    form: { ...basicsForm, avatar: photo("me.jpg") },
    keeps: basicsForm.headline,
    bodies: { 400: onField("avatar", "wrong_image_type", UPLOAD_MESSAGES.wrongType), 413: tooLarge("avatar") },
    answers: { 400: "refusals:wrong_image_type", 413: "refusals:image_too_large" },
    outage: "account:profile.basic.photoUnavailable",
  },
  {
    file: "employee.profile.$uuid_.seasonal/route.tsx",
    url: `${profilePath}/seasonal`,
    form: { right_to_work: "EU_CITIZEN" },
    keeps: "EU_CITIZEN",
  },
  {
    file: "employee.profile.$uuid_.work-experience/route.tsx",
    variant: "add",
    url: `${profilePath}/work-experience`,
    form: { intent: "add", ...experienceForm },
    keeps: experienceForm.company_name,
    bodies: { 400: coded("create_profile_first", PROFILE_MESSAGES.createProfileFirst) },
    answers: { 400: "refusals:create_profile_first" },
  },
  {
    file: "employee.profile.$uuid_.work-experience/route.tsx",
    variant: "delete",
    url: `${profilePath}/work-experience`,
    form: { intent: "delete", id: "4" },
    answers: { 404: "account:profile.experience.notFound" },
  },
  {
    file: "employee.profile.$uuid_.work-experience_.$experienceId/route.tsx",
    variant: "update",
    url: `${profilePath}/work-experience/4`,
    form: { intent: "update", ...experienceForm },
    keeps: experienceForm.company_name,
    bodies: { 400: onField("end_date", "end_before_start", PROFILE_MESSAGES.endBeforeStart) },
    answers: { 400: "refusals:end_before_start" },
  },
  {
    file: "employee.profile.$uuid_.work-experience_.$experienceId/route.tsx",
    variant: "delete",
    url: `${profilePath}/work-experience/4`,
    form: { intent: "delete" },
    // Gone already: what was asked for is done.
    answers: { 404: "account:profile.experience.deleted" },
  },
  {
    file: "employee.profile.create/route.tsx",
    url: "/employee/profile/create",
    form: basicsForm,
    keeps: basicsForm.headline,
    // Made in another tab meanwhile: the worker's area shows it.
    bodies: { 400: coded("profile_exists", PROFILE_MESSAGES.profileExists) },
    answers: { 400: { location: "/employee" } },
    outage: "account:profile.create.unavailable",
  },
  {
    file: "employee.settings/route.tsx",
    variant: "password",
    url: "/employee/settings",
    form: { intent: "password", current_password: "Old-password-1", ...newPassword },
    answers: { 429: "account:settings.errors.tooManyAttempts" },
  },
  {
    file: "employee.settings/route.tsx",
    variant: "email",
    url: "/employee/settings",
    form: { intent: "email", email: "maria.new@example.com", password: "Old-password-1" },
    keeps: "maria.new@example.com",
    answers: { 429: "account:settings.errors.tooManyAttempts" },
  },
  {
    file: "employee.settings/route.tsx",
    variant: "preferences",
    url: "/employee/settings",
    form: { intent: "preferences", status_updates: "on" },
  },
  {
    file: "employee.settings_.delete/route.tsx",
    url: "/employee/settings/delete",
    form: { password: "Old-password-1" },
    answers: { 429: "account:accountData.delete.errors.tooManyAttempts" },
  },
  {
    file: "jobs.$jobId.apply/route.tsx",
    url: "/jobs/7/apply",
    form: { cover_letter: "I have worked three summers in Oia." },
    keeps: "I have worked three summers in Oia.",
    answers: { 400: "job:apply.errors.submitFailed", 403: "job:apply.errors.employeesOnly" },
  },
  // The refresh token's blacklisting is best effort: the cookies go whatever the API says.
  { file: "logout/route.tsx", url: "/logout", every: "auth:loggedOut" },
]);

export const ACTION_CASES: ActionCase[] = [...guests, ...companies, ...employees];
