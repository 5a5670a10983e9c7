/**
 * A person's first or last name holds no link and no formula (issue 19, docs/sessions-and-accounts.md#sign-up). Names
 * travel into our mails ("Hello Eleni,") and into the companies' CSV of applicants: a "name" such as `www.evil.test` or
 * `=HYPERLINK("http://x","y")` would let anyone send our mail, with their link in it, to any address. So a name
 * refuses whatever a mail program or a spreadsheet turns into a link or a formula, and real names pass: any
 * script, hyphens, apostrophes, initials with a dot ("Μ.", "J. R."). Zod-free: the browser's form checks it too.
 */

/** The API's message on `first_name` / `last_name` (the web form shows its own words for it). */
export const PERSON_NAME_MESSAGE =
  "Enter just the name: no web address, and no =, +, - or @ at the start. Leave a space after a dot (as in J. Smith).";

// Every pattern below reads text after NFKC (full-width ＝ and ．, the one-dot leader ․ become = and .) and in lower
// case; the ideographic full stop 。 is a dot to browsers' host parsing too.
const DOT = "[.\u3002]";
/** `scheme://`: http, https, ftp and whatever a mail program may know. */
const SCHEME = /:\/\//;
/** `www.` before a host: linked by every auto-linker even without a scheme. */
const WWW = new RegExp(`www${DOT}[\\p{L}\\p{N}]`, "u");
/**
 * `word.tld`: a label, a dot, two or more letters (example.com, bit.ly, παράδειγμα.ελ, x.co). An initial's dot is
 * followed by a space or nothing ("Μ. Παπαδάκη", "J. R."), or by one letter ("J.R.R."), so initials pass.
 */
const DOMAIN = new RegExp(`[\\p{L}\\p{N}][\\p{L}\\p{N}-]*${DOT}\\p{L}{2,}`, "u");
/** A dotted IPv4 address, which some auto-linkers link too. */
const IPV4 = new RegExp(`\\d{1,3}(?:${DOT}\\d{1,3}){3}`, "u");
/**
 * What a spreadsheet reads as the start of a formula (OWASP's CSV injection list, without tab and CR: no name has
 * them).
 */
const FORMULA_START = /^[=+\-@]/;
/** Zero-width and direction marks (Unicode Cf): invisible, so they must not hide a dot from this check. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * Whether text holds something an auto-linker turns into a link, read as it is: the mails break such runs with a
 * zero-width space after the dot (api/services/mail-templates.ts `unlinked`), and this is what tells that it worked.
 */
export function holdsLink(text: string): boolean {
  const folded = text.normalize("NFKC").toLowerCase();
  return SCHEME.test(folded) || WWW.test(folded) || DOMAIN.test(folded) || IPV4.test(folded);
}

/** A name that may be stored: no link, even behind an invisible character, and no formula start. */
export function isPlainName(name: string): boolean {
  const visible = name.replace(INVISIBLE, "");
  return !holdsLink(visible) && !FORMULA_START.test(visible.normalize("NFKC").trimStart());
}

/**
 * A name from Google or Facebook as we may store it: the person did nothing wrong, so nothing is refused; the words
 * that hold a link go, then whatever would start a formula. The result always passes `isPlainName` (property-tested).
 */
export function plainNameOf(name: string): string {
  const kept = name
    .split(/\s+/)
    .filter((word) => word !== "" && !holdsLink(word.replace(INVISIBLE, "")))
    .join(" ");
  const characters = [...kept];
  let start = 0;
  while (start < characters.length && /^[=+\-@\s\p{Cf}]*$/u.test(characters[start].normalize("NFKC"))) start += 1;
  return characters.slice(start).join("");
}
