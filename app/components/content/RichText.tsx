import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL } from "~/lib/site";
import { opensMap } from "~/lib/jobs-base";

/**
 * A translated string with inline markup, rendered as React elements (never as HTML):
 *
 *   "Write to <email>{{email}}</email> or see the <pricing>plans</pricing>."
 *
 * A tag names what it becomes: `strong`, `email` (the support address), one of our pages or one of the
 * external pages below. Tags do not nest. An unknown tag renders its text alone, so a typo in a locale
 * file never breaks a page.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = "", inner = ""] = match;
    if (match.index > rest) parts.push(text.slice(rest, match.index));
    parts.push(inline(tag, inner, parts.length));
    rest = match.index + whole.length;
  }
  if (rest < text.length) parts.push(text.slice(rest));
  return <>{parts}</>;
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** Our pages a text may link to. */
const PAGES: Record<string, string> = {
  companies: "/companies",
  contact: "/contact",
  employees: "/employees",
  jobs: "/jobs",
  license: "/license",
  map: "/jobs/map",
  pricing: "/pricing",
  privacy: "/privacy",
  signup: "/signup",
  terms: "/terms",
};

/** Other sites a text may link to: licences, authorities, the privacy policies of our providers. */
const EXTERNAL: Record<string, string> = {
  dpa: "https://www.dpa.gr/",
  facebookPrivacy: "https://www.facebook.com/privacy/policy/",
  googlePrivacy: "https://policies.google.com/privacy",
  odbl: "https://opendatacommons.org/licenses/odbl/1-0/",
  ombudsman: "https://www.synigoroskatanaloti.gr/",
  osm: "https://www.openstreetmap.org/copyright",
  osmPrivacy: "https://osmfoundation.org/wiki/Privacy_Policy",
  sentryPrivacy: "https://sentry.io/privacy/",
  stripePrivacy: "https://stripe.com/privacy",
  tileUsage: "https://operations.osmfoundation.org/policies/tiles/",
};

function inline(tag: string, text: string, key: number): ReactNode {
  if (tag === "strong") return <strong key={key}>{text}</strong>;
  if (tag === "email") {
    return (
      <a key={key} href={`mailto:${SUPPORT_EMAIL}`}>
        {text}
      </a>
    );
  }
  const page = PAGES[tag];
  if (page) {
    return (
      <Link key={key} to={page} reloadDocument={opensMap(page)}>
        {text}
      </Link>
    );
  }
  const site = EXTERNAL[tag];
  if (site) {
    return (
      <a key={key} href={site} rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return text;
}
