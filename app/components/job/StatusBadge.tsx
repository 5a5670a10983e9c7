import type { ApplicationStatus } from "#contract/enums";
import { useTranslation } from "~/lib/i18n/react";

/** An application's status as a badge: the status's words in the reader's language, coloured by kind. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("account");
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`}>{t(`applicationStatus.${status}`)}</span>
  );
}
