import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { SUPPORT_EMAIL } from "~/lib/site";
import type { LegalPage } from "./pages";
import { RichText } from "./RichText";

/**
 * One section of a long text, as legal.json holds it: a heading, then paragraphs, a bulleted list and
 * closing paragraphs, each keyed "1", "2", ... (numeric keys keep their order in every language).
 * Texts may hold {{brand}}, {{email}} and the inline tags of RichText.
 */
export interface ContentSection {
  heading: string;
  paragraphs?: Record<string, string>;
  items?: Record<string, string>;
  closing?: Record<string, string>;
}

/**
 * A legal text from legal.json (`terms`, `privacy`, `license`): title, an optional line such as the
 * effective date, the lead, an optional table of contents, then its sections with linkable ids
 * (`/privacy#cookies`), numbered when there is a table of contents. `children` are further sections the
 * page writes itself, after the others.
 */
export function LegalDocument({
  page,
  dateLine,
  withContents = false,
  children,
}: {
  page: LegalPage;
  dateLine?: ReactNode;
  withContents?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(["legal", "common"]);
  const values = { brand: t("common:brand"), email: SUPPORT_EMAIL };
  const sections: Record<string, ContentSection> = t(`${page}.sections`, { ...values, returnObjects: true });
  const entries = Object.entries(sections);
  return (
    <article className="prose" aria-labelledby="document-title">
      <h1 id="document-title">{t(`${page}.title`)}</h1>
      {dateLine ? <p className="prose__date">{dateLine}</p> : null}
      <p className="prose__lead">
        <RichText text={t(`${page}.lead`, values)} />
      </p>
      {withContents ? (
        <nav aria-labelledby="contents-title" className="contents">
          <h2 id="contents-title">{t("contents")}</h2>
          <ol>
            {entries.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {entries.map(([id, section], index) => (
        <section key={id}>
          <h2 id={id}>{withContents ? `${index + 1}. ${section.heading}` : section.heading}</h2>
          <Paragraphs texts={section.paragraphs} />
          {section.items ? (
            <ul>
              {Object.entries(section.items).map(([key, text]) => (
                <li key={key}>
                  <RichText text={text} />
                </li>
              ))}
            </ul>
          ) : null}
          <Paragraphs texts={section.closing} />
        </section>
      ))}
      {children}
    </article>
  );
}

function Paragraphs({ texts }: { texts: Record<string, string> | undefined }) {
  if (!texts) return null;
  return Object.entries(texts).map(([key, text]) => (
    <p key={key}>
      <RichText text={text} />
    </p>
  ));
}
