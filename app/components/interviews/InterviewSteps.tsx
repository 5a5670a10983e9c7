/**
 * The interview's steps as lines of the application's timeline (docs/interviews.md#the-screens): proposed, agreed
 * (with the time), moved, other times asked for, cancelled (with why, when the application's withdrawal or rejection
 * cancelled it), each with its date and the side that took it. Rendered inside the page's own timeline list.
 */
import type { Interview } from "#contract/interviews";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { athensTimeText } from "./athens-time";

export function InterviewSteps({ interview }: { interview: Interview | null }) {
  const { t } = useTranslation("interviews");
  const locale = useLocale();
  if (!interview) return null;
  return (
    <>
      {interview.history.map((step) => (
        <li key={`interview-${step.event}-${step.at}`} className="timeline__interview">
          <strong>{t(`event.${step.event}`)}</strong>
          {step.starts_at ? `: ${t("greekTime", { time: athensTimeText(step.starts_at, locale) })}` : null}
          {step.reason ? ` (${t(`reason.${step.reason}`)})` : null}{" "}
          <time dateTime={step.at}>{formatDay(step.at, locale)}</time>, {t(`by.${step.by}`)}
        </li>
      ))}
    </>
  );
}
