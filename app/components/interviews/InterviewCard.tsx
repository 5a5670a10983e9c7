/**
 * The interview on an application's page (docs/interviews.md#the-screens): its state and, once agreed, its time in
 * Greek time, with the link to the interview's own page (where each side answers); a company without one yet is
 * offered to propose it.
 */
import { Link } from "@remix-run/react";
import type { Interview } from "#contract/interviews";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { athensTimeText } from "./athens-time";

export function InterviewCard({
  interview,
  href,
  canPropose = false,
}: {
  interview: Interview | null;
  /** The interview's page. */
  href: string;
  /** A company may propose one (shown when there is none yet). */
  canPropose?: boolean;
}) {
  const { t } = useTranslation("interviews");
  const locale = useLocale();
  if (!interview) {
    return canPropose ? (
      <p>
        <Link to={href} className="button">
          {t("propose")}
        </Link>
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="interview-card" className="interview-card">
      <h2 id="interview-card">{t("title")}</h2>
      <p>
        <strong>{t(`status.${interview.status}`)}</strong>
        {interview.agreed ? (
          <>
            {": "}
            <time dateTime={interview.agreed.starts_at}>
              {t("greekTime", { time: athensTimeText(interview.agreed.starts_at, locale) })}
            </time>
          </>
        ) : null}
      </p>
      <p>
        <Link to={href}>{t("open")}</Link>
      </p>
    </section>
  );
}
