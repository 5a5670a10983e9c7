import { ALERT_FREQUENCIES, type AlertFrequency } from "#contract/alert-messages";
import { useTranslation } from "~/lib/i18n/react";

/**
 * How often an alert mails (issue 24, docs/jobs.md#search-alerts): the labelled `frequency` select of "Alert me" under
 * the job list and of each alert in AlertList, one component so both offer the same choices in the same words.
 */
export function FrequencySelect({ id, defaultValue }: { id: string; defaultValue: AlertFrequency }) {
  const { t } = useTranslation("alerts");
  return (
    <div className="field">
      <label htmlFor={id}>{t("form.frequency")}</label>
      <select id={id} name="frequency" defaultValue={defaultValue}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequency.${frequency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
