import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { opensMap } from "~/lib/jobs-base";
import { RichText } from "./RichText";

/** A titled item of an information page, as the locale files hold it. */
export interface InfoItem {
  title: string;
  text: string;
}

/** The top of an information page: a line naming the audience, the one h1, a lead and the main actions. */
export function InfoHero({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: ReactNode;
}) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <p className="eyebrow">{eyebrow}</p>
      <h1 id="page-title">{title}</h1>
      <p className="hero__lead">{lead}</p>
      <p className="actions">{actions}</p>
    </section>
  );
}

/** A labelled section with its h2; `id` names it (`${id}-title` is the heading's id). */
export function InfoSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {children}
    </section>
  );
}

/** Where a step of "How it works" is done: the screen a reader can go and try it on. */
export interface StepLink {
  to: string;
  label: string;
}

/**
 * Numbered steps ("How it works"): an ordered list whose items carry an h3, a paragraph and a link to the screen
 * that does the step. A step shows only with its screen: a claim about a screen that does not exist yet waits.
 */
export function StepList({ steps, links }: { steps: Record<string, InfoItem>; links: Record<string, StepLink> }) {
  return (
    <ol className="steps">
      {Object.entries(steps)
        .filter(([key]) => key in links)
        .map(([key, step]) => (
          <li key={key}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            <p>
              <Link to={links[key].to} className="steps__link" reloadDocument={opensMap(links[key].to)}>
                {links[key].label}
              </Link>
            </p>
          </li>
        ))}
    </ol>
  );
}

/** Reasons or features side by side on wide screens, stacked on phones. */
export function FeatureList({ items }: { items: Record<string, InfoItem> }) {
  return (
    <ul className="card-grid">
      {Object.entries(items).map(([key, item]) => (
        <li key={key} className="panel">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list of translated texts that may hold inline links or emphasis. */
export function TextList({ items }: { items: Record<string, string> }) {
  return (
    <ul className="text-list">
      {Object.entries(items).map(([key, text]) => (
        <li key={key}>
          <RichText text={text} />
        </li>
      ))}
    </ul>
  );
}
