/**
 * What an interview is, for both sides (docs/interviews.md#the-screens): its state, the agreed or proposed times
 * in Greek time, how and where, the notes each side wrote, why it was cancelled when the application's withdrawal
 * or rejection did it, and the calendar file to download.
 */
import { calendarFileOf, type Interview } from "#contract/interviews";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { athensTimeText } from "./athens-time";

export function InterviewDetails({ interview, calendarHref }: { interview: Interview; calendarHref: string }) {
  const { t } = useTranslation("interviews");
  const locale = useLocale();
  const time = (instant: string) => t("greekTime", { time: athensTimeText(instant, locale) });
  // Cancelled because the application was withdrawn or rejected: the last step says so.
  const closedBecause = interview.status === "CANCELLED" ? (interview.history.at(-1)?.reason ?? null) : null;
  const file = calendarFileOf(interview);
  const calendar = file === "REQUEST" ? t("details.calendar") : file === "CANCEL" ? t("details.calendarCancel") : null;
  return (
    <dl className="interview-details">
      <dt>{t("title")}</dt>
      <dd>
        <strong>{t(`status.${interview.status}`)}</strong>
      </dd>
      {interview.agreed ? (
        <>
          <dt>{t("details.when")}</dt>
          <dd>
            <time dateTime={interview.agreed.starts_at}>{time(interview.agreed.starts_at)}</time>
          </dd>
        </>
      ) : null}
      {interview.status === "PROPOSED" ? (
        <>
          <dt>{t("details.times")}</dt>
          <dd>
            <ol>
              {interview.slots.map((slot) => (
                <li key={slot.starts_at}>
                  <time dateTime={slot.starts_at}>{time(slot.starts_at)}</time>
                </li>
              ))}
            </ol>
          </dd>
        </>
      ) : null}
      <dt>{t("details.how")}</dt>
      <dd>{t(`mode.${interview.mode}`)}</dd>
      {interview.mode === "IN_PERSON" ? (
        <>
          <dt>{t("details.where")}</dt>
          <dd>{interview.address}</dd>
        </>
      ) : null}
      {interview.mode === "VIDEO" && interview.video_url ? (
        <>
          <dt>{t("details.link")}</dt>
          <dd>
            <a href={interview.video_url} rel="noopener noreferrer nofollow" target="_blank">
              {interview.video_url}
            </a>
          </dd>
        </>
      ) : null}
      <dt>{t("details.length")}</dt>
      <dd>{t("details.minutes", { count: interview.length_minutes })}</dd>
      {interview.note ? (
        <>
          <dt>{t("details.note")}</dt>
          <dd className="cover-letter">{interview.note}</dd>
        </>
      ) : null}
      {interview.worker_note ? (
        <>
          <dt>{t("details.workerNote")}</dt>
          <dd className="cover-letter">{interview.worker_note}</dd>
        </>
      ) : null}
      {closedBecause ? (
        <>
          <dt>{t("details.cancelReason")}</dt>
          <dd>{t(`details.cancelledBecause.${closedBecause}`)}</dd>
        </>
      ) : null}
      {interview.status === "CANCELLED" && interview.cancel_note ? (
        <>
          <dt>{t("details.cancelNote")}</dt>
          <dd className="cover-letter">{interview.cancel_note}</dd>
        </>
      ) : null}
      {calendar ? (
        <dd>
          <a href={calendarHref} download className="button">
            {calendar}
          </a>
        </dd>
      ) : null}
    </dl>
  );
}
