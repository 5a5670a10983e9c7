/**
 * A job's applicants as a CSV file for the company that posted it (docs/applications.md#the-companys-side): UTF-8 with
 * a byte-order mark so that Excel shows Greek, the header and the words in the company user's language. What a company
 * may export is what its applicants list shows it, and no more: name, headline, e-mail (to contact them), languages,
 * availability and whether it covers the job's season, the seasonal facts (yes/no, never a number), applied date,
 * status and the company's own rating. Not the cover letter, not the private note (a file travels further than
 * a screen), and not withdrawn applications (the worker took theirs back).
 */
import { coversSeason } from "../../contract/application-rules";
import type { Application } from "../../contract/applications";
import type { Language } from "../../contract/enums";
import enAccount from "../../locales/en/account.json";
import enJobs from "../../locales/en/jobs.json";
import grAccount from "../../locales/gr/account.json";
import grJobs from "../../locales/gr/jobs.json";

const BOM = "\uFEFF";

/** One CSV field: quoted when it holds a separator, quote or line break; a leading = + - @ is defused for Excel. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function applicantsCsv(rows: readonly Application[], language: Language): string {
  const words = (language === "gr" ? grAccount : enAccount).applicants.csv;
  const account = language === "gr" ? grAccount : enAccount;
  const levels = (language === "gr" ? grJobs : enJobs).enums.language_level;
  const names = new Intl.DisplayNames([language === "gr" ? "el" : "en"], {
    type: "language",
  });
  const yesNo = (value: boolean | null) => (value === null ? "" : value ? words.yes : words.no);
  const header = [
    words.firstName,
    words.lastName,
    words.headline,
    words.email,
    words.languages,
    words.availability,
    words.fitsSeason,
    words.rightToWork,
    words.afm,
    words.amka,
    words.health,
    words.licence,
    words.housing,
    words.applied,
    words.status,
    words.rating,
  ];
  const lines = rows.flatMap((row) => {
    const person = row.applicant;
    if (row.status === "WITHDRAWN" || !person) return [];
    return [
      [
        // A worker who deleted the account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): "Deleted
        // user", nothing else of theirs is left.
        person.deleted ? account.deletedUser : person.first_name,
        person.last_name,
        person.headline,
        person.email,
        person.languages
          .map((entry) => `${names.of(entry.language) ?? entry.language} (${levels[entry.level]})`)
          .join("; "),
        person.availability
          .map((window) =>
            window.available_to
              ? `${window.available_from} – ${window.available_to}`
              : `${window.available_from} ${words.onwards}`,
          )
          .join("; "),
        yesNo(coversSeason(person.availability, row.job_start_date, row.job_end_date)),
        person.right_to_work ? account.profile.rightToWork[person.right_to_work] : "",
        yesNo(person.has_afm),
        yesNo(person.has_amka),
        yesNo(person.health_certificate),
        person.driving_licence ? account.profile.drivingLicence[person.driving_licence] : "",
        yesNo(person.needs_accommodation),
        row.created_at.slice(0, 10),
        account.applicationStatus[row.status],
        row.rating === null || row.rating === undefined ? "" : String(row.rating),
      ],
    ];
  });
  return BOM + [header, ...lines].map((line) => line.map(field).join(",")).join("\r\n") + "\r\n";
}
