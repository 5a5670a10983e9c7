import { useTranslation } from "~/lib/i18n/react";
import { LICENSES, type SoftwareNotice } from "./open-source-notices";

/**
 * A list of open-source components: name (linked to the project), license (linked to its text), where the
 * browser loads it, and the copyright line. Names and notices are English in both languages (`lang="en"`).
 */
export function SoftwareNotices({ notices }: { notices: readonly SoftwareNotice[] }) {
  const { t } = useTranslation("legal");
  return (
    <ul className="notices">
      {notices.map((notice) => (
        <li key={notice.name}>
          <a href={notice.url} lang="en" rel="noopener noreferrer">
            {notice.name}
          </a>
          {" · "}
          <a href={LICENSES[notice.license].url} lang="en" rel="noopener noreferrer">
            {LICENSES[notice.license].name}
          </a>
          {notice.loadedOn ? ` · ${t(`license.software.loadedOn.${notice.loadedOn}`)}` : null}
          {notice.copyright ? (
            <span className="notices__copyright" lang="en">
              {notice.copyright}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
