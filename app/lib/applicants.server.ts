/**
 * The company's applicants lists (docs/applications.md#the-companys-side), across all jobs and per job: loading the
 * rows as the screens show them (in the reader's language, ready to render), the status filter and the order, and the
 * bulk status change both lists post to.
 */
import { interviewsByApplication } from "~/lib/interviews/interviews.server";
import { data, type AppLoadContext } from "@remix-run/node";
import { canCompanyMoveApplication, coversSeason } from "#contract/application-rules";
import {
  APPLICANTS_PAGE_MAX,
  STATUS_MESSAGE_MAX,
  type ApplicantPageQuery,
  type Application,
} from "#contract/applications";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#contract/enums";
import { APPLICANTS_STEP } from "~/components/company/applicant-limits";
import { languageName } from "~/components/job/job-format";
import { listApplicantsPage, updateApplicationStatuses } from "#contract/endpoints/jobs";
import { isApiError, type ApiClient } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { Locale } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { redirectToShortList } from "~/lib/list-query.server";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "zod";

export type ApplicantSort = "date" | "rating";
export type SeasonFit = "fits" | "partly" | "unknown";

/** One applicant as the lists show them. */
export interface ApplicantRow {
  id: number;
  name: string;
  headline: string;
  job: number;
  jobTitle: string;
  languages: string[];
  season: SeasonFit;
  facts: string[];
  appliedAt: string;
  status: ApplicationStatus;
  rating: number | null;
  /** Whether the company can still shortlist or decline it (not withdrawn). */
  movable: boolean;
  /** "Taken for the season until …" in the reader's language when the worker has a job for this season, else null. */
  taken: string | null;
}

/** `?status=SHORTLISTED` shows one status; anything else shows all. */
export function statusParam(url: URL): ApplicationStatus | null {
  const value = url.searchParams.get("status");
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "") ? (value as ApplicationStatus) : null;
}

/** `?shown=75`: the first 75 of the list (whole steps of APPLICANTS_STEP); anything else: the first step. */
export function shownParam(url: URL): number {
  const value = Number.parseInt(url.searchParams.get("shown") ?? "", 10);
  if (!Number.isSafeInteger(value) || value <= APPLICANTS_STEP) return APPLICANTS_STEP;
  return Math.ceil(value / APPLICANTS_STEP) * APPLICANTS_STEP;
}

/** `?sort=rating`: best rated first (unrated last); anything else: newest first. */
export function sortParam(url: URL): ApplicantSort {
  return url.searchParams.get("sort") === "rating" ? "rating" : "date";
}

function seasonOf(application: Application): SeasonFit {
  const covered = coversSeason(
    application.applicant?.availability ?? [],
    application.job_start_date,
    application.job_end_date,
  );
  return covered === null ? "unknown" : covered ? "fits" : "partly";
}

/**
 * The lines of the lists, each made once per language and value: a page of applicants repeats the same few facts
 * and languages (every value is from a bounded set: the contract's enums and two-letter language codes), so the
 * busy list translates each once.
 */
const lines = new Map<string, string>();
function line(locale: Locale, key: string, make: () => string): string {
  const cacheKey = `${locale}|${key}`;
  let made = lines.get(cacheKey);
  if (made === undefined) lines.set(cacheKey, (made = make()));
  return made;
}

/** The seasonal facts the worker answered, each as a short line in the reader's language. */
export function factLines(applicant: NonNullable<Application["applicant"]>, locale: Locale): string[] {
  const t = () => getFixedT(locale, "account");
  const yesNo = (value: boolean) => t()(value ? "profile.seasonal.yes" : "profile.seasonal.no");
  const answered: string[] = [];
  const { right_to_work: rightToWork, driving_licence: licence } = applicant;
  if (rightToWork) {
    answered.push(
      line(locale, `rightToWork:${rightToWork}`, () =>
        t()("applicants.facts.rightToWork", { value: t()(`profile.rightToWork.${rightToWork}`) }),
      ),
    );
  }
  const yesNoFacts = [
    ["afm", applicant.has_afm],
    ["amka", applicant.has_amka],
    ["health", applicant.health_certificate],
  ] as const;
  for (const [fact, value] of yesNoFacts) {
    if (value !== null)
      answered.push(line(locale, `${fact}:${value}`, () => t()(`applicants.facts.${fact}`, { value: yesNo(value) })));
  }
  if (licence) {
    answered.push(
      line(locale, `licence:${licence}`, () =>
        t()("applicants.facts.licence", { value: t()(`profile.drivingLicence.${licence}`) }),
      ),
    );
  }
  const housing = applicant.needs_accommodation;
  if (housing !== null)
    answered.push(line(locale, `housing:${housing}`, () => t()("applicants.facts.housing", { value: yesNo(housing) })));
  return answered;
}

export function languageLines(applicant: NonNullable<Application["applicant"]>, locale: Locale): string[] {
  return applicant.languages.map(({ language, level }) =>
    line(
      locale,
      `language:${language}:${level}`,
      () => `${languageName(language, locale)} (${getFixedT(locale, "jobs")(`enums.language_level.${level}`)})`,
    ),
  );
}

/**
 * The applicant's name as the lists show it; "Deleted user" once the worker deleted the account
 * (docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
 */
function applicantName(applicant: Application["applicant"], locale: Locale): string {
  if (!applicant) return "";
  if (applicant.deleted) return line(locale, "deletedUser", () => getFixedT(locale, "account")("deletedUser"));
  return `${applicant.first_name} ${applicant.last_name}`.trim();
}

export function toApplicantRow(application: Application, locale: Locale): ApplicantRow {
  const applicant = application.applicant;
  return {
    id: application.id,
    name: applicantName(applicant, locale),
    headline: applicant?.headline ?? "",
    job: application.job,
    jobTitle: application.job_title,
    languages: applicant ? languageLines(applicant, locale) : [],
    season: seasonOf(application),
    facts: applicant ? factLines(applicant, locale) : [],
    appliedAt: application.created_at,
    status: application.status,
    rating: application.rating ?? null,
    movable: application.status !== "WITHDRAWN",
    taken: takenLine(applicant?.taken_until ?? null, locale),
  };
}

/** The badge of a worker who has a job for this season (docs/season.md), in the words invite-back uses. */
function takenLine(takenUntil: string | null, locale: Locale): string | null {
  if (takenUntil === null) return null;
  return line(locale, `taken:${takenUntil}`, () =>
    getFixedT(locale, "season")("company.taken", { date: formatDate(takenUntil, locale) }),
  );
}

/**
 * The first `shown` applications of the filtered, ordered list, with the first page's counts: one call, or (when
 * "Show more" went past the API's largest page) the following pages of APPLICANTS_PAGE_MAX until it has them or the
 * list ends.
 */
export async function readApplicants(
  api: ApiClient,
  query: Omit<ApplicantPageQuery, "limit" | "offset">,
  shown: number,
) {
  const page = await api.call(listApplicantsPage, {
    query: { ...query, limit: Math.min(shown, APPLICANTS_PAGE_MAX) },
  });
  const applications = [...page.results];
  for (let next = page.next_offset; next !== null && applications.length < shown;) {
    const more = await api.call(listApplicantsPage, {
      query: { ...query, limit: Math.min(shown - applications.length, APPLICANTS_PAGE_MAX), offset: next },
    });
    applications.push(...more.results);
    next = more.results.length > 0 ? more.next_offset : null;
  }
  return { page, applications };
}

/** The list behind both screens: the counts per status, then the filtered and ordered rows. */
export async function loadApplicants(request: Request, context: AppLoadContext, jobId?: number) {
  // `?status=&sort=date` is the list as it opens: its short URL.
  redirectToShortList(request, { sort: "date" });
  const { api } = await requireRole(request, context, "COMPANY");
  const url = new URL(request.url);
  const status = statusParam(url);
  const sort = sortParam(url);
  const limit = shownParam(url);
  const locale = detectLocale(request);
  const base = { status, sort, limit };
  try {
    // The API filters, orders and pages in SQL (docs/applications.md#the-companys-side): the page sends only the rows
    // it shows.
    const [{ page, applications }, interviews] = await Promise.all([
      readApplicants(api, { job_id: jobId, status: status ?? undefined, sort }, limit),
      interviewsByApplication(api),
    ]);
    const rows = applications.map((application) => toApplicantRow(application, locale));
    return {
      ...base,
      loadFailed: false,
      total: page.total,
      matching: page.count,
      counts: page.counts,
      rows,
      jobTitle: page.job_title,
      interviews,
    };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return {
      ...base,
      loadFailed: true,
      total: 0,
      matching: 0,
      counts: null,
      rows: [] as ApplicantRow[],
      jobTitle: null,
      interviews: {},
    };
  }
}

export type BulkError =
  "applicants.bulk.noneSelected" | "applicants.errors.messageTooLong" | "applicants.errors.moveFailed";

/** A ticked applicant's id as the lists send it; anything else is left out. */
const APPLICANT_ID = /^[1-9][0-9]{0,9}$/;

/** The bulk form (both lists): the ticked ids, the button pressed and the optional message. */
const bulkStatusSchema = z.object({
  ids: z
    .array(z.string().optional())
    .transform((ids) => ids.flatMap((id) => (id !== undefined && APPLICANT_ID.test(id) ? [Number(id)] : [])))
    .pipe(z.array(z.number()).min(1, "applicants.bulk.noneSelected")),
  status: z.enum(["SHORTLISTED", "REJECTED"], { message: "applicants.errors.moveFailed" }),
  message: z.string().max(STATUS_MESSAGE_MAX, "applicants.errors.messageTooLong").default(""),
});

/** What a refused bulk form says, by the first of its fields that is wrong (anything else: the move failed). */
const BULK_ERRORS: readonly (readonly [string, BulkError])[] = [
  ["status", "applicants.errors.moveFailed"],
  ["ids", "applicants.bulk.noneSelected"],
  ["message", "applicants.errors.messageTooLong"],
];

/** What the bulk form sent, kept when it is refused: the ticked ids and the message, as sent. */
function bulkValues(payload: Readonly<Record<string, unknown>>) {
  const ids = [payload.ids].flat().filter((id): id is string => typeof id === "string" && APPLICANT_ID.test(id));
  return { ids, message: typeof payload.message === "string" ? payload.message : "" };
}

/**
 * The bulk form's action (both lists): the ticked ids, the button pressed (SHORTLISTED or REJECTED) and the
 * optional message. Bad input stores nothing and comes back with the values entered; success goes back to the
 * list it came from with a toast.
 */
export async function bulkStatusAction(request: Request, context: AppLoadContext) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, bulkStatusSchema);
  const values = bulkValues(submission.payload);
  const fail = (error: BulkError | null, status = 400, refused: string[] = []) =>
    data({ error, values, refused }, { status });
  if (submission.status !== "success") {
    const wrong = BULK_ERRORS.find(([field]) => submission.error?.[field]);
    return fail(wrong ? wrong[1] : "applicants.errors.moveFailed");
  }
  const { ids, status, message } = submission.value;
  const t = getFixedT(request, "account");
  try {
    await api.call(updateApplicationStatuses, { json: { ids: [...new Set(ids)], status, message } });
  } catch (error) {
    const failed = t("applicants.errors.moveFailed");
    const refusal = asRefusal(error, request, { lead: failed, outage: failed, codes: true });
    return fail(null, refusal.status, refusal.formErrors);
  }
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, {
    type: "success",
    title: t("applicants.bulk.done", { count: new Set(ids).size }),
  });
}

/** Whether the company may still move an application to `status` (for the applicant page's buttons). */
export function canMoveTo(from: ApplicationStatus, status: "SHORTLISTED" | "REJECTED"): boolean {
  return canCompanyMoveApplication(from, status);
}
