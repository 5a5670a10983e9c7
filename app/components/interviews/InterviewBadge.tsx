/**
 * Who has an interview and when, in the company's applicant list (docs/interviews.md#the-screens): the agreed time
 * in Greek time, or that the worker has still to answer, or has asked for other times.
 */
import type { InterviewSummary } from "#contract/interviews";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { athensTimeText } from "./athens-time";

export function InterviewBadge({ interview }: { interview: InterviewSummary | undefined }) {
  const { t } = useTranslation("interviews");
  const locale = useLocale();
  if (!interview) return null;
  const text = interview.agreed
    ? t("list.badge", { time: t("greekTime", { time: athensTimeText(interview.agreed.starts_at, locale) }) })
    : interview.status === "OTHER_TIMES"
      ? t("list.otherTimes")
      : t("list.waiting");
  return <span className="interview-badge">{text}</span>;
}
