import { Form, Link } from "@remix-run/react";
import { MAX_ALERT_NAME_LENGTH } from "#contract/alert-messages";
import type { SearchAlert } from "#contract/search-alerts";
import { useTranslation } from "~/lib/i18n/react";
import { FrequencySelect } from "./FrequencySelect";

/**
 * A person's search alerts with what can be done to each (issue 24, docs/jobs.md#search-alerts): rename and choose
 * how often (one form), pause or resume, delete, and open the search. The worker's page (/employee/alerts) and a
 * guest's page from a mail link (/alerts/manage/{token}) both render it; each posts to its own page's action, with
 * the alert's `uuid` and an `intent`, so every button works without JavaScript.
 */
export function AlertList({ alerts }: { alerts: readonly SearchAlert[] }) {
  const { t } = useTranslation("alerts");
  if (alerts.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <li key={alert.uuid} className="alert-list__item">
          <h2 className="alert-list__name">{alert.name === "" ? t("mail.allJobs") : alert.name}</h2>
          {alert.is_paused || !alert.is_confirmed ? (
            <p className="status-badge">{t(alert.is_confirmed ? "list.paused" : "list.unconfirmed")}</p>
          ) : null}
          <Form method="post" className="alert-list__form">
            <input type="hidden" name="uuid" value={alert.uuid} />
            <div className="field">
              <label htmlFor={`alert-name-${alert.uuid}`}>{t("list.name")}</label>
              <input
                id={`alert-name-${alert.uuid}`}
                name="name"
                defaultValue={alert.name}
                maxLength={MAX_ALERT_NAME_LENGTH}
                required
              />
            </div>
            <FrequencySelect id={`alert-frequency-${alert.uuid}`} defaultValue={alert.frequency} />
            <button type="submit" name="intent" value="save" className="button">
              {t("list.save")}
            </button>
          </Form>
          <div className="alert-list__actions">
            <Link to={alert.query === "" ? "/jobs" : `/jobs?${alert.query}`} className="button">
              {t("list.search")}
            </Link>
            {alert.is_confirmed ? (
              <Form method="post">
                <input type="hidden" name="uuid" value={alert.uuid} />
                <button type="submit" name="intent" value={alert.is_paused ? "resume" : "pause"} className="button">
                  {t(alert.is_paused ? "list.resume" : "list.pause")}
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="uuid" value={alert.uuid} />
              <button type="submit" name="intent" value="delete" className="button button--danger">
                {t("list.delete")}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
