import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { pageMeta } from "~/lib/meta";

export const handle: I18nHandle = { i18n: "home" };

export function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "home");
  return { meta: { title: t("meta.title"), description: t("meta.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

const EXPLORE_LINKS = [
  { to: "/jobs/map", key: "map" },
  { to: "/employees", key: "employees" },
  { to: "/companies", key: "companies" },
] as const;

export default function Home() {
  const { t } = useTranslation("home");
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t("hero.title")}</h1>
        <p className="hero__lead">{t("hero.lead")}</p>
        <Form method="get" action="/jobs" className="search-form" role="search">
          <label htmlFor="home-search">{t("hero.searchLabel")}</label>
          <div className="search-form__row">
            <input
              id="home-search"
              type="search"
              name="search"
              placeholder={t("hero.searchPlaceholder")}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button button--primary">
              {t("hero.searchButton")}
            </button>
          </div>
        </Form>
      </section>
      <section className="explore" aria-labelledby="explore-title">
        <h2 id="explore-title">{t("explore.title")}</h2>
        <ul className="card-grid">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="card">
                <span className="card__title">{t(`explore.${link.key}.title`)}</span>
                <span className="card__text">{t(`explore.${link.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
