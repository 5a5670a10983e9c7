import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { canCompanyMoveApplication } from "#contract/application-rules";
import { canArrangeInterview } from "#contract/interview-rules";
import { APPLICATION_NOTE_MAX_TEXT, STATUS_MESSAGE_MAX_TEXT } from "~/components/company/applicant-limits";
import { Conversation } from "~/components/conversations/Conversation";
import { ChoiceGroup, FieldSet } from "~/components/forms/Choice";
import { TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { parseJobId } from "~/components/job/job-id";
import { StatusBadge } from "~/components/job/StatusBadge";
import { InterviewCard } from "~/components/interviews/InterviewCard";
import { updateApplicationNotes, updateApplicationStatuses } from "#contract/endpoints/jobs";
import { applicationOrNull, markViewed } from "~/lib/api/applications.server";
import { conversationAction, isConversationPost, loadConversation } from "~/lib/conversations.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { employeeProfile } from "~/lib/api/profiles.server";
import { toApplicantRow } from "~/lib/applicants.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { formatDay } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { isSpeculativeRequest } from "~/lib/speculative-request.server";
import { redirectWithToast } from "~/lib/toast.server";
import { workerPlace } from "~/lib/place-line.server";
import { interviewOf } from "~/lib/interviews/interviews.server";
import { z } from "zod";

/**
 * One applicant, `/company/applicants/{id}` (areas.md "Applicants", docs/applications.md#the-companys-side): the
 * worker's profile and cover letter; opening it (not a prefetch, docs/applications.md) marks a new application
 * VIEWED_BY_COMPANY (the worker's timeline shows it); shortlist or decline with an optional message; the company's
 * private note and 1–5 rating. An application that is not to one of the company's jobs is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "interviews", "conversations", "refusals"] };

const RATINGS = ["1", "2", "3", "4", "5"] as const;

type ErrorKey =
  | "applicants.errors.moveFailed"
  | "applicants.errors.messageTooLong"
  | "applicants.errors.noteTooLong"
  | "applicants.errors.ratingInvalid";

/** The page's two forms: the decision (its buttons send `status`) and the private note with its rating. */
const applicantFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(["SHORTLISTED", "REJECTED"], { message: "applicants.errors.moveFailed" }),
    message: z.string().max(STATUS_MESSAGE_MAX_TEXT, "applicants.errors.messageTooLong").default(""),
  }),
  z.object({
    intent: z.literal("notes"),
    note: z.string().max(APPLICATION_NOTE_MAX_TEXT, "applicants.errors.noteTooLong").default(""),
    rating: z.enum(RATINGS, { message: "applicants.errors.ratingInvalid" }).optional(),
  }),
]);

/** What a refused form says, by the first of its fields that is wrong (an unknown form: the move failed). */
const FIELD_ERRORS: Record<"status" | "notes", readonly (readonly [string, ErrorKey])[]> = {
  status: [
    ["status", "applicants.errors.moveFailed"],
    ["message", "applicants.errors.messageTooLong"],
  ],
  notes: [
    ["note", "applicants.errors.noteTooLong"],
    ["rating", "applicants.errors.ratingInvalid"],
  ],
};

/** The page is the company's own reading, and a stored or prefetched copy must never stand in for an open. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.applicationId);
  const read = id === null ? null : await applicationOrNull(api, id);
  const applicant = read?.applicant;
  if (!read || !applicant) throw new Response("Not found", { status: 404 });
  // Opening a new application is the company seeing it (the worker's timeline and status mail say so); a prefetch
  // is nobody seeing it (docs/applications.md). The move's answer is the application, so it is not read again; the
  // profile does not wait for it.
  const [application, profile, interview, conversation] = await Promise.all([
    isSpeculativeRequest(request) ? read : markViewed(api, read),
    employeeProfile(api, applicant.uuid),
    interviewOf(api, read.id),
    loadConversation(api, request, read.id, "COMPANY"),
  ]);
  const locale = detectLocale(request);
  const t = getFixedT(request, "account");
  const row = toApplicantRow(application, locale);
  return data({
    meta: {
      title: t("applicants.detail.title", { name: row.name }),
      description: t("applicants.detail.description"),
    },
    applicant: {
      ...row,
      coverLetter: application.cover_letter,
      note: application.note ?? "",
      canShortlist: canCompanyMoveApplication(application.status, "SHORTLISTED"),
      canReject: canCompanyMoveApplication(application.status, "REJECTED"),
      canInterview: canArrangeInterview(application.status),
    },
    interview: interview ?? null,
    profile: profile
      ? {
          bio: profile.bio,
          place: workerPlace(profile, locale),
          availability: profile.availability.map((window) => ({
            from: window.available_from,
            to: window.available_to,
          })),
          skills: profile.skills.map((skill) => skill.name),
          experience: profile.work_experiences.map((entry) => ({
            id: entry.id,
            title: entry.job_title,
            company: entry.company_name,
            from: entry.start_date,
            to: entry.end_date,
          })),
        }
      : null,
    conversation,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** What the forms sent, kept when one is refused: which form, and its texts as typed. */
function sentValues(payload: Readonly<Record<string, unknown>>) {
  const text = (name: string) => {
    const value = payload[name];
    return typeof value === "string" ? value : "";
  };
  return {
    intent: text("intent") === "notes" ? ("notes" as const) : ("status" as const),
    values: { message: text("message"), note: text("note"), rating: text("rating") },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.applicationId);
  if (id === null) throw new Response("Not found", { status: 404 });
  if (await isConversationPost(request)) return conversationAction(api, request, id, `/company/applicants/${id}`);
  const submission = await readSubmission(request, applicantFormSchema);
  const { intent, values } = sentValues(submission.payload);
  const fail = (error: ErrorKey | null, status = 400, refused: string[] = []) =>
    data({ intent, error, values, refused }, { status });
  if (submission.status !== "success") {
    const wrong = FIELD_ERRORS[intent].find(([field]) => submission.error?.[field]);
    return fail(wrong ? wrong[1] : "applicants.errors.moveFailed");
  }
  const t = getFixedT(request, "account");
  /** The API's answer to a save or a move, above the form: its own line, then the refusal's words. */
  const refused = (error: unknown, key: "applicants.errors.notesFailed" | "applicants.errors.moveFailed") => {
    const line = t(key);
    const refusal = asRefusal(error, request, { lead: line, outage: line, codes: true });
    return fail(null, refusal.status, refusal.formErrors);
  };
  const form = submission.value;
  if (form.intent === "notes") {
    try {
      await api.call(updateApplicationNotes, {
        params: { id },
        json: { note: form.note, rating: form.rating === undefined ? null : Number(form.rating) },
      });
    } catch (error) {
      return refused(error, "applicants.errors.notesFailed");
    }
    return redirectWithToast(`/company/applicants/${id}`, { type: "success", title: t("applicants.detail.saved") });
  }
  try {
    await api.call(updateApplicationStatuses, { json: { ids: [id], status: form.status, message: form.message } });
  } catch (error) {
    return refused(error, "applicants.errors.moveFailed");
  }
  return redirectWithToast(`/company/applicants/${id}`, { type: "success", title: t("applicants.detail.moved") });
}

export default function ApplicantPage() {
  const { applicant, profile, interview, conversation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const conversationData = answer && "intent" in answer && answer.intent === "conversation" ? answer : null;
  const actionData = answer && answer.intent !== "conversation" ? answer : undefined;
  const { t } = useTranslation("account");
  const locale = useLocale();
  const pending = useIsPending();
  const statusError = actionData?.intent === "status" ? actionData.error : null;
  const notesError = actionData?.intent === "notes" ? actionData.error : null;
  const notesValues = actionData?.intent === "notes" ? actionData.values : null;
  const rating = notesValues ? notesValues.rating : applicant.rating === null ? "" : String(applicant.rating);
  const day = (value: string) => formatDay(value, locale);
  return (
    <FormWords t={t}>
      <div className="account-page">
        <p className="profile-edit__back">
          <Link to="/company/applicants">{t("applicants.detail.back")}</Link>
        </p>
        <h1>{applicant.name}</h1>
        {applicant.headline ? <p>{applicant.headline}</p> : null}
        <p>
          {t("applicants.detail.forJob", { job: applicant.jobTitle })}
          <br />
          {t("applicants.detail.appliedOn", { date: day(applicant.appliedAt) })}
        </p>
        <p>
          <StatusBadge status={applicant.status} />{" "}
          {applicant.taken ? <span className="status-badge season-taken">{applicant.taken}</span> : null}
        </p>
        <InterviewCard
          interview={interview}
          href={`/company/applicants/${applicant.id}/interview`}
          canPropose={applicant.canInterview}
        />

        {applicant.canShortlist || applicant.canReject ? (
          <Form method="post" className="applicant-decide">
            <input type="hidden" name="intent" value="status" />
            <FieldSet id="decide" legend={t("applicants.detail.decide")}>
              <div role="alert">
                {statusError === "applicants.errors.moveFailed" ? (
                  <p className="job-notice job-notice--error">{t(statusError)}</p>
                ) : null}
                <RefusalNotice messages={actionData?.intent === "status" ? actionData.refused : null} />
              </div>
              <TextareaField
                labelProps={{ htmlFor: "decide-message", children: t("applicants.detail.message") }}
                hint={t("applicants.bulk.messageHint")}
                errors={statusError === "applicants.errors.messageTooLong" ? [statusError] : undefined}
                textareaProps={{
                  id: "decide-message",
                  name: "message",
                  rows: 3,
                  maxLength: STATUS_MESSAGE_MAX_TEXT,
                  defaultValue: actionData?.intent === "status" ? actionData.values.message : "",
                }}
              />
              <div className="applicants-bulk__buttons">
                {applicant.canShortlist ? (
                  <button
                    type="submit"
                    name="status"
                    value="SHORTLISTED"
                    className="button button--primary"
                    disabled={pending}
                  >
                    {t("applicants.detail.shortlist")}
                  </button>
                ) : null}
                {applicant.canReject ? (
                  <button type="submit" name="status" value="REJECTED" className="button" disabled={pending}>
                    {t("applicants.detail.reject")}
                  </button>
                ) : null}
              </div>
            </FieldSet>
          </Form>
        ) : (
          <p>{t("applicants.detail.noMove")}</p>
        )}

        <section aria-labelledby="applicant-letter">
          <h2 id="applicant-letter">{t("applicants.detail.coverLetter")}</h2>
          {applicant.coverLetter ? (
            <p className="cover-letter">{applicant.coverLetter}</p>
          ) : (
            <p>{t("applicants.detail.noCoverLetter")}</p>
          )}
        </section>

        <section aria-labelledby="applicant-profile">
          <h2 id="applicant-profile">{t("applicants.detail.profile")}</h2>
          <dl className="applicant-profile">
            <dt>{t("applicants.detail.languages")}</dt>
            <dd>{applicant.languages.length > 0 ? applicant.languages.join(", ") : t("applicants.noLanguages")}</dd>
            <dt>{t("applicants.columns.season")}</dt>
            <dd>{t(`applicants.season.${applicant.season}`)}</dd>
            <dt>{t("applicants.detail.facts")}</dt>
            <dd>
              {applicant.facts.length > 0 ? (
                <ul className="applicant-facts">
                  {applicant.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              ) : (
                t("applicants.facts.none")
              )}
            </dd>
            {profile ? (
              <>
                {profile.place ? (
                  <>
                    <dt>{t("applicants.detail.place")}</dt>
                    <dd>{profile.place}</dd>
                  </>
                ) : null}
                {profile.availability.length > 0 ? (
                  <>
                    <dt>{t("applicants.detail.availability")}</dt>
                    <dd>
                      <ul className="applicant-facts">
                        {profile.availability.map((window) => (
                          <li key={window.from}>
                            {window.to
                              ? `${day(window.from)} – ${day(window.to)}`
                              : t("applicants.detail.availableFrom", { from: day(window.from) })}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
                {profile.bio ? (
                  <>
                    <dt>{t("applicants.detail.about")}</dt>
                    <dd className="cover-letter">{profile.bio}</dd>
                  </>
                ) : null}
                {profile.skills.length > 0 ? (
                  <>
                    <dt>{t("applicants.detail.skills")}</dt>
                    <dd>{profile.skills.join(", ")}</dd>
                  </>
                ) : null}
                {profile.experience.length > 0 ? (
                  <>
                    <dt>{t("applicants.detail.experience")}</dt>
                    <dd>
                      <ul className="applicant-facts">
                        {profile.experience.map((entry) => (
                          <li key={entry.id}>
                            {entry.title}, {entry.company} ({day(entry.from)}
                            {entry.to ? ` – ${day(entry.to)}` : ""})
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
          </dl>
          {profile ? null : <p>{t("applicants.detail.noProfile")}</p>}
        </section>

        <Conversation
          conversation={conversation}
          role="COMPANY"
          otherName={applicant.name}
          actionData={conversationData}
        />

        <Form method="post" className="applicant-notes">
          <FieldSet id="notes" legend={t("applicants.detail.notes")} hint={t("applicants.detail.notesHint")}>
            <div role="alert">
              <RefusalNotice messages={actionData?.intent === "notes" ? actionData.refused : null} />
            </div>
            <TextareaField
              labelProps={{ htmlFor: "notes-note", children: t("applicants.detail.note") }}
              errors={notesError === "applicants.errors.noteTooLong" ? [notesError] : undefined}
              textareaProps={{
                id: "notes-note",
                name: "note",
                rows: 4,
                maxLength: APPLICATION_NOTE_MAX_TEXT,
                defaultValue: notesValues?.note ?? applicant.note,
              }}
            />
            <ChoiceGroup
              id="notes-rating"
              type="radio"
              className="choice-group--inline"
              legend={t("applicants.detail.rating")}
              errors={notesError === "applicants.errors.ratingInvalid" ? [notesError] : undefined}
              options={[
                { value: "", label: t("applicants.detail.ratingNone") },
                ...RATINGS.map((value) => ({
                  value,
                  label: t("applicants.detail.ratingValue", { count: Number(value) }),
                })),
              ]}
              inputProps={(value) => ({ name: "rating", defaultChecked: value === rating })}
            />
            <SubmitButton
              pending={pending}
              label={t("applicants.detail.save")}
              pendingLabel={t("applicants.detail.save")}
              intent="notes"
            />
          </FieldSet>
        </Form>
      </div>
    </FormWords>
  );
}
