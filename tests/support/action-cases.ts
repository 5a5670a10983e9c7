/**
 * The web actions as tests/unit/action-refusals.test.ts calls them: for each route module with an action, the
 * forms a person can post to it (a valid submission, so the API is asked), who posts them, and what the page
 * says where it has words of its own for a refusal. Reads the actions make before their own call are answered
 * from READS.
 */
export const USER = "0b6e1f0a-4c8d-4a57-9f3e-2d7c1b9a8e01";
const COMPANY = "7b0f0a4e-5a86-4a43-9b5e-2c1f1b7d9a10";
const PROFILE = "3c9d2e1f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
const SUBSCRIPTION = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";
const TOKEN = "link-token";

/** What the page says for a status instead of the common words: a locale key ("ns:key"), a redirect or data. */
export type Expected = string | { location: string } | { data: Record<string, unknown> };

export interface ActionCase {
  /** The route module (app/routes) and the form, e.g. "employee.settings.tsx#email". */
  name: string;
  file: string;
  url: string;
  params?: Record<string, string>;
  /** Signed in with this role (a made-up token, the user's read answered); a guest without. */
  role?: "EMPLOYEE" | "COMPANY";
  form?: Record<string, string | File>;
  /** A value entered that the answer must carry back (a form's values kept). */
  keeps?: string;
  /** The page's own words per status. */
  answers?: Partial<Record<number, Expected>>;
  /** The page's own words for every status. */
  every?: Expected;
}

const company = {
  uuid: COMPANY,
  name: "Naxos Sun",
  logo: null,
  cover_image: null,
  industries: ["Hotel"],
  about: "A family hotel.",
  website: null,
  email: "jobs@naxossun.example.com",
  phone_number: "+30 22850 12345",
  location: "Agios Prokopios",
  city: "Naxos",
  area: "",
  country: "GR",
  latitude: null,
  longitude: null,
  years_in_business: 12,
  employee_count: 30,
  review_count: 0,
  rating: 0,
  open_job_count: 1,
  benefits: [{ title: "Staff housing", description: "", icon: "" }],
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
  languages: [],
  availability: [],
  right_to_work: null,
  has_afm: null,
  has_amka: null,
  health_certificate: null,
  driving_licence: null,
  needs_accommodation: null,
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

const jobForm = {
  title: "Waiter on the beach",
  place: "santorini-oia",
  location: "Sunset Suites",
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
  work_hours: "FULL_TIME",
  schedule: "FLEXIBLE",
  positions: "2",
  salary_currency: "EUR",
  salary_period: "MONTH",
  accommodation: "SHARED",
  meals: "ALL",
  description: "Breakfast and dinner service.",
};

const companyForm = {
  name: "Naxos Sun Hotel",
  industries: "Hotel",
  about: "A family hotel above the beach.",
  website: "",
  email: "jobs@naxossun.example.com",
  phone_number: "+30 22850 12345",
  location: "Agios Prokopios",
  city: "Naxos",
  area: "",
  country: "GR",
  years_in_business: "12",
  employee_count: "30",
};

const reviewForm = { rating: "5", title: "A good season", content: "Fair hours and a kind team.", position: "Waiter" };
const basicsForm = { headline: "Barista in Oia", bio: "", location: "", city: "Oia", country: "GR" };
const experienceForm = {
  job_title: "Waiter",
  company_name: "Blue Lagoon Taverna",
  location: "",
  start_date: "2024-05-01",
  end_date: "2024-10-01",
  description: "",
};
const newPassword = { password: "Kalimera-apo-ti-Milo-7", repeat_password: "Kalimera-apo-ti-Milo-7" };
const applicantMove = { ids: "1", status: "SHORTLISTED", message: "See you at the interview" };
const profilePath = `/employee/profile/${PROFILE}`;
const companyProfilePath = `/company/profile/${COMPANY}`;
const reviewPath = `/employee/companies/${COMPANY}/reviews`;

export const ACTION_CASES: ActionCase[] = [
  {
    name: "auth.social.tsx",
    file: "auth.social.tsx",
    url: "/auth/social",
    form: { provider: "google", access_token: "token" },
    answers: {
      400: { location: "/login?social_error=google_failed" },
      403: { location: "/login?social_error=google_failed" },
      404: { location: "/login?social_error=no_account" },
      409: { location: "/login?social_error=google_failed" },
      413: { location: "/login?social_error=google_failed" },
      429: { location: "/login?social_error=too_many_attempts" },
    },
  },
  { name: "company.applicants.tsx", file: "company.applicants.tsx", url: "/company/applicants", role: "COMPANY", form: applicantMove, keeps: applicantMove.message },
  {
    name: "company.jobs.$jobId.applicants.tsx",
    file: "company.jobs.$jobId.applicants.tsx",
    url: "/company/jobs/7/applicants",
    params: { jobId: "7" },
    role: "COMPANY",
    form: applicantMove,
    keeps: applicantMove.message,
  },
  {
    name: "company.applicants_.$applicationId.tsx#notes",
    file: "company.applicants_.$applicationId.tsx",
    url: "/company/applicants/5",
    params: { applicationId: "5" },
    role: "COMPANY",
    form: { intent: "notes", note: "Speaks three languages", rating: "4" },
    keeps: "Speaks three languages",
  },
  {
    name: "company.applicants_.$applicationId.tsx#status",
    file: "company.applicants_.$applicationId.tsx",
    url: "/company/applicants/5",
    params: { applicationId: "5" },
    role: "COMPANY",
    form: { intent: "status", status: "SHORTLISTED", message: "See you at the interview" },
    keeps: "See you at the interview",
  },
  {
    name: "company.jobs.$jobId_.delete.tsx",
    file: "company.jobs.$jobId_.delete.tsx",
    url: "/company/jobs/7/delete",
    params: { jobId: "7" },
    role: "COMPANY",
    // Gone already (deleted in another tab): what was asked for is done.
    answers: { 404: "account:jobEditor.deleted" },
  },
  {
    name: "company.jobs.$jobId_.edit.tsx",
    file: "company.jobs.$jobId_.edit.tsx",
    url: "/company/jobs/7/edit",
    params: { jobId: "7" },
    role: "COMPANY",
    form: jobForm,
    keeps: jobForm.title,
  },
  { name: "company.jobs.create.tsx", file: "company.jobs.create.tsx", url: "/company/jobs/create", role: "COMPANY", form: jobForm, keeps: jobForm.title },
  {
    name: "company.jobs.$jobId_.status.tsx",
    file: "company.jobs.$jobId_.status.tsx",
    url: "/company/jobs/7/status",
    params: { jobId: "7" },
    role: "COMPANY",
    form: { is_active: "false" },
  },
  {
    name: "company.profile.$uuid.about.tsx",
    file: "company.profile.$uuid.about.tsx",
    url: `${companyProfilePath}/about`,
    params: { uuid: COMPANY },
    role: "COMPANY",
    form: companyForm,
    keeps: companyForm.name,
  },
  {
    name: "company.profile.$uuid.benefits.tsx#add",
    file: "company.profile.$uuid.benefits.tsx",
    url: `${companyProfilePath}/benefits`,
    params: { uuid: COMPANY },
    role: "COMPANY",
    form: { intent: "add", title: "Free meals", description: "", icon: "none" },
    keeps: "Free meals",
  },
  {
    name: "company.profile.$uuid.benefits.tsx#remove",
    file: "company.profile.$uuid.benefits.tsx",
    url: `${companyProfilePath}/benefits`,
    params: { uuid: COMPANY },
    role: "COMPANY",
    form: { intent: "remove", index: "0" },
  },
  {
    name: "company.profile.$uuid.gallery.tsx",
    file: "company.profile.$uuid.gallery.tsx",
    url: `${companyProfilePath}/gallery`,
    params: { uuid: COMPANY },
    role: "COMPANY",
    form: { image_0: new File([new Uint8Array([1, 2, 3])], "pool.jpg", { type: "image/jpeg" }), alt_0: "The pool at dusk", caption_0: "" },
    keeps: "The pool at dusk",
  },
  {
    name: "company.profile.$uuid.reviews.tsx",
    file: "company.profile.$uuid.reviews.tsx",
    url: `${companyProfilePath}/reviews`,
    params: { uuid: COMPANY },
    role: "COMPANY",
    form: { review: "3", reply: "Thank you for the season" },
    keeps: "Thank you for the season",
    answers: { 404: "account:companyProfile.reviews.gone", 409: "account:companyProfile.reviews.already" },
  },
  {
    name: "company.profile.$uuid_.gallery.$imageId.delete.tsx",
    file: "company.profile.$uuid_.gallery.$imageId.delete.tsx",
    url: `${companyProfilePath}/gallery/9/delete`,
    params: { uuid: COMPANY, imageId: "9" },
    role: "COMPANY",
    answers: { 404: "account:companyProfile.gallery.gone" },
  },
  {
    name: "company.profile.create.tsx",
    file: "company.profile.create.tsx",
    url: "/company/profile/create",
    role: "COMPANY",
    form: companyForm,
    keeps: companyForm.name,
  },
  {
    name: "contact.tsx",
    file: "contact.tsx",
    url: "/contact",
    form: { full_name: "Maria K", email: "maria@example.com", country_code: "GR", phone: "6912345678", company: "", message: "Do you have jobs on Crete?" },
    keeps: "Do you have jobs on Crete?",
    answers: { 429: "contact:errors.tooManyMessages" },
  },
  {
    name: "email-change.$uuid.$token.tsx",
    file: "email-change.$uuid.$token.tsx",
    url: `/email-change/${USER}/${TOKEN}`,
    params: { uuid: USER, token: TOKEN },
    answers: { 400: "account:settings.confirm.taken", 404: { data: { outcome: "invalid" } } },
  },
  {
    name: "employee.applications_.$applicationId.withdraw.tsx",
    file: "employee.applications_.$applicationId.withdraw.tsx",
    url: "/employee/applications/5/withdraw",
    params: { applicationId: "5" },
    role: "EMPLOYEE",
  },
  {
    name: "employee.companies.$companyId.tsx",
    file: "employee.companies.$companyId.tsx",
    url: `/employee/companies/${COMPANY}`,
    params: { companyId: COMPANY },
    role: "EMPLOYEE",
    form: { intent: "follow" },
  },
  {
    name: "employee.companies.$companyId_.reviews.$reviewId.edit.tsx",
    file: "employee.companies.$companyId_.reviews.$reviewId.edit.tsx",
    url: `${reviewPath}/3/edit`,
    params: { companyId: COMPANY, reviewId: "3" },
    role: "EMPLOYEE",
    form: reviewForm,
    keeps: reviewForm.content,
  },
  {
    name: "employee.companies.$companyId_.reviews.$reviewId.report.tsx",
    file: "employee.companies.$companyId_.reviews.$reviewId.report.tsx",
    url: `${reviewPath}/3/report`,
    params: { companyId: COMPANY, reviewId: "3" },
    role: "EMPLOYEE",
    form: { reason: "It names a person who never worked there." },
    keeps: "It names a person who never worked there.",
  },
  {
    name: "employee.companies.$companyId_.reviews.new.tsx",
    file: "employee.companies.$companyId_.reviews.new.tsx",
    url: `${reviewPath}/new`,
    params: { companyId: COMPANY },
    role: "EMPLOYEE",
    form: { ...reviewForm, season: "2025" },
    keeps: reviewForm.content,
  },
  {
    name: "employee.profile.$uuid_.availability.tsx",
    file: "employee.profile.$uuid_.availability.tsx",
    url: `${profilePath}/availability`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { intent: "add", available_from: "2027-05-01", available_to: "", work_hours: "", notes: "Weekends off" },
    keeps: "Weekends off",
  },
  {
    name: "employee.profile.$uuid_.languages.tsx",
    file: "employee.profile.$uuid_.languages.tsx",
    url: `${profilePath}/languages`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { intent: "add", language: "it", level: "advanced" },
    keeps: '"it"',
  },
  {
    name: "employee.profile.$uuid_.skills.tsx",
    file: "employee.profile.$uuid_.skills.tsx",
    url: `${profilePath}/skills`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { intent: "add", name: "Latte art", level: "advanced", category: "technical" },
    keeps: "Latte art",
  },
  {
    name: "employee.profile.$uuid_.basic-info.tsx",
    file: "employee.profile.$uuid_.basic-info.tsx",
    url: `${profilePath}/basic-info`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: basicsForm,
    keeps: basicsForm.headline,
  },
  {
    name: "employee.profile.$uuid_.seasonal.tsx",
    file: "employee.profile.$uuid_.seasonal.tsx",
    url: `${profilePath}/seasonal`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { right_to_work: "EU_CITIZEN" },
    keeps: "EU_CITIZEN",
  },
  {
    name: "employee.profile.$uuid_.work-experience.tsx#add",
    file: "employee.profile.$uuid_.work-experience.tsx",
    url: `${profilePath}/work-experience`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { intent: "add", ...experienceForm },
    keeps: experienceForm.company_name,
  },
  {
    name: "employee.profile.$uuid_.work-experience.tsx#delete",
    file: "employee.profile.$uuid_.work-experience.tsx",
    url: `${profilePath}/work-experience`,
    params: { uuid: PROFILE },
    role: "EMPLOYEE",
    form: { intent: "delete", id: "4" },
    answers: { 404: "account:profile.experience.notFound" },
  },
  {
    name: "employee.profile.$uuid_.work-experience_.$experienceId.tsx#update",
    file: "employee.profile.$uuid_.work-experience_.$experienceId.tsx",
    url: `${profilePath}/work-experience/4`,
    params: { uuid: PROFILE, experienceId: "4" },
    role: "EMPLOYEE",
    form: { intent: "update", ...experienceForm },
    keeps: experienceForm.company_name,
  },
  {
    name: "employee.profile.$uuid_.work-experience_.$experienceId.tsx#delete",
    file: "employee.profile.$uuid_.work-experience_.$experienceId.tsx",
    url: `${profilePath}/work-experience/4`,
    params: { uuid: PROFILE, experienceId: "4" },
    role: "EMPLOYEE",
    form: { intent: "delete" },
    // Gone already: what was asked for is done.
    answers: { 404: "account:profile.experience.deleted" },
  },
  {
    name: "employee.profile.create.tsx",
    file: "employee.profile.create.tsx",
    url: "/employee/profile/create",
    role: "EMPLOYEE",
    form: basicsForm,
    keeps: basicsForm.headline,
  },
  {
    name: "employee.settings.tsx#password",
    file: "employee.settings.tsx",
    url: "/employee/settings",
    role: "EMPLOYEE",
    form: { intent: "password", current_password: "Old-password-1", ...newPassword },
    answers: { 429: "account:settings.errors.tooManyAttempts" },
  },
  {
    name: "employee.settings.tsx#email",
    file: "employee.settings.tsx",
    url: "/employee/settings",
    role: "EMPLOYEE",
    form: { intent: "email", email: "maria.new@example.com", password: "Old-password-1" },
    keeps: "maria.new@example.com",
    answers: { 429: "account:settings.errors.tooManyAttempts" },
  },
  {
    name: "employee.settings.tsx#preferences",
    file: "employee.settings.tsx",
    url: "/employee/settings",
    role: "EMPLOYEE",
    form: { intent: "preferences", status_updates: "on" },
  },
  {
    name: "employee.settings.tsx#sign-out-everywhere",
    file: "employee.settings.tsx",
    url: "/company/settings",
    role: "COMPANY",
    form: { intent: "sign-out-everywhere" },
  },
  {
    name: "employee.settings_.delete.tsx",
    file: "employee.settings_.delete.tsx",
    url: "/employee/settings/delete",
    role: "EMPLOYEE",
    form: { password: "Old-password-1" },
    answers: { 429: "account:accountData.delete.errors.tooManyAttempts" },
  },
  {
    name: "forgot-password.tsx",
    file: "forgot-password.tsx",
    url: "/forgot-password",
    form: { email: "maria@example.com" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.emailInvalid", 429: "auth:forgot.errors.tooMany" },
  },
  {
    name: "jobs.$jobId.apply.tsx",
    file: "jobs.$jobId.apply.tsx",
    url: "/jobs/7/apply",
    params: { jobId: "7" },
    role: "EMPLOYEE",
    form: { cover_letter: "I have worked three summers in Oia." },
    keeps: "I have worked three summers in Oia.",
    answers: { 400: "job:apply.errors.submitFailed", 403: "job:apply.errors.employeesOnly" },
  },
  {
    name: "login.tsx",
    file: "login.tsx",
    url: "/login",
    form: { email: "maria@example.com", password: "Old-password-1" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.loginFailed", 429: "auth:errors.tooManyAttempts" },
  },
  {
    name: "logout.tsx",
    file: "logout.tsx",
    url: "/logout",
    role: "EMPLOYEE",
    // The refresh token's blacklisting is best effort: the cookies go whatever the API says.
    every: "auth:loggedOut",
  },
  {
    name: "mail.unsubscribe.$token.tsx",
    file: "mail.unsubscribe.$token.tsx",
    url: `/mail/unsubscribe/${TOKEN}`,
    params: { token: TOKEN },
    form: { intent: "unsubscribe" },
    // A link that died since the page was opened: the page's GET says so.
    answers: { 404: { location: `/mail/unsubscribe/${TOKEN}` } },
  },
  {
    name: "payments.checkout-sessions.create_session.tsx",
    file: "payments.checkout-sessions.create_session.tsx",
    url: "/payments/checkout-sessions/create_session",
    role: "COMPANY",
    form: { plan_code: "basic" },
    answers: { 400: "pricing:errors.checkoutFailed", 403: "pricing:errors.companiesOnly" },
  },
  {
    name: "payments.portal.create_session.tsx",
    file: "payments.portal.create_session.tsx",
    url: "/payments/portal/create_session",
    role: "COMPANY",
    answers: { 400: "pricing:errors.portalFailed", 403: "pricing:errors.companiesOnly" },
  },
  {
    name: "payments.subscriptions.$id.cancel.tsx",
    file: "payments.subscriptions.$id.cancel.tsx",
    url: `/payments/subscriptions/${SUBSCRIPTION}/cancel`,
    params: { id: SUBSCRIPTION },
    role: "COMPANY",
    form: { confirm: "yes" },
    answers: { 400: "pricing:errors.cancelFailed", 403: "pricing:errors.companiesOnly" },
  },
  {
    name: "payments.subscriptions.$id.change.tsx",
    file: "payments.subscriptions.$id.change.tsx",
    url: `/payments/subscriptions/${SUBSCRIPTION}/change`,
    params: { id: SUBSCRIPTION },
    role: "COMPANY",
    form: { plan_code: "pro" },
    answers: { 400: "pricing:errors.changeFailed", 403: "pricing:errors.companiesOnly" },
  },
  {
    name: "payments.subscriptions.$id.resume.tsx",
    file: "payments.subscriptions.$id.resume.tsx",
    url: `/payments/subscriptions/${SUBSCRIPTION}/resume`,
    params: { id: SUBSCRIPTION },
    role: "COMPANY",
    answers: { 400: "pricing:errors.resumeFailed", 403: "pricing:errors.companiesOnly" },
  },
  {
    name: "reset-password.$uuid.$token.tsx",
    file: "reset-password.$uuid.$token.tsx",
    url: `/reset-password/${USER}/${TOKEN}`,
    params: { uuid: USER, token: TOKEN },
    form: newPassword,
    // A link that died meanwhile: the page's GET says so.
    answers: { 404: { location: `/reset-password/${USER}/${TOKEN}` }, 429: "signup:errors.tooManyAttempts" },
  },
  {
    name: "signup.tsx",
    file: "signup.tsx",
    url: "/signup",
    form: { first_name: "Maria", last_name: "K", email: "maria@example.com", role: "EMPLOYEE", agreement: "on" },
    keeps: "maria@example.com",
    answers: { 429: "signup:errors.tooManyAttempts" },
  },
  {
    name: "signup_.resend.tsx",
    file: "signup_.resend.tsx",
    url: "/signup/resend",
    form: { email: "maria@example.com" },
    keeps: "maria@example.com",
    answers: { 400: "auth:errors.emailInvalid", 429: "auth:resend.errors.tooMany" },
  },
  {
    name: "users.$uuid.activate.$token.tsx",
    file: "users.$uuid.activate.$token.tsx",
    url: `/users/${USER}/activate/${TOKEN}`,
    params: { uuid: USER, token: TOKEN },
    form: newPassword,
    answers: { 404: { location: `/users/${USER}/activate/${TOKEN}` }, 429: "signup:errors.tooManyAttempts" },
  },
];
