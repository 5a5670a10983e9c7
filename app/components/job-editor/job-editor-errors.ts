import { JOB_MESSAGES } from "#contract/job-messages";
import { errorText } from "~/lib/forms/schema-form";

/**
 * The contract's sentences about a job (the form's own checks and the API's 400s say the same ones) as
 * `account` keys, so each shows in the reader's language wherever it arrives.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  [JOB_MESSAGES.salaryRange]: "jobEditor.errors.salaryRange",
  [JOB_MESSAGES.experienceRange]: "jobEditor.errors.experienceRange",
  [JOB_MESSAGES.dateRange]: "jobEditor.errors.dateRange",
  [JOB_MESSAGES.applyByAfterEnd]: "jobEditor.errors.applyByAfterEnd",
  [JOB_MESSAGES.coordinatesPair]: "jobEditor.errors.pin",
  [JOB_MESSAGES.pinTooFar]: "jobEditor.errors.pinTooFar",
  [JOB_MESSAGES.duplicateLanguage]: "jobEditor.errors.duplicateLanguage",
  [JOB_MESSAGES.unknownPlace]: "jobEditor.errors.unknownPlace",
  [JOB_MESSAGES.noCompanyProfile]: "jobEditor.errors.noCompanyProfile",
};

const FORM_KEYS = [
  "jobEditor.errors.failed",
  "jobEditor.errors.titleShort",
  "jobEditor.errors.date",
  "jobEditor.errors.number",
  "jobEditor.errors.positions",
] as const;

const JOB_ERROR_KEYS = [...Object.values(CONTRACT_MESSAGES), ...FORM_KEYS] as const;

/** `errorText` for the job editor: contract sentences and the form's keys in the reader's language. */
export function jobErrorText(t: (key: never) => string) {
  const translate = errorText(t, JOB_ERROR_KEYS);
  return (messages: readonly string[] | undefined) =>
    translate(messages?.map((message) => CONTRACT_MESSAGES[message] ?? message));
}

/** The API's message for a job its plan does not allow (contract/payments.ts `planLimit`), read back. */
const PLAN_LIMIT = /^Your (.+) plan allows (\d+) active jobs?\. Upgrade to post more\.$/;

export function parsePlanLimit(detail: string | undefined): { plan: string; limit: number } | null {
  const match = detail === undefined ? null : PLAN_LIMIT.exec(detail);
  return match ? { plan: match[1], limit: Number(match[2]) } : null;
}
