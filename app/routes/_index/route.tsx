import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listFeaturedJobs } from "#contract/endpoints/jobs";
import { JobCardList } from "~/components/jobs/JobCard";
import { toJobCard } from "~/lib/jobs/job-card.server";
import { isApiError } from "~/lib/api/client.server";
import { useTranslation } from "~/lib/i18n/react";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { opensMap } from "~/lib/jobs-base";
import { pageMeta } from "~/lib/meta";
import { apiFor } from "~/lib/session/api-client.server";
import { detectLocale } from "~/lib/i18n/detect-locale";

export const handle: I18nHandle = { i18n: ["home", "jobs"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = getFixedT(request, "home");
  const meta = { title: t("meta.title"), description: t("meta.description") };
  try {
    const featured = await apiFor(context).call(listFeaturedJobs);
    return { meta, featured: featured.map((job) => toJobCard(job, detectLocale(request))), featuredFailed: false };
  } catch (error) {
    // The home page stays useful without them: search and links still work.
    if (!isApiError(error)) throw error;
    return { meta, featured: [], featuredFailed: true };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

const EXPLORE_LINKS = [
  { to: "/jobs/map", key: "map" },
  { to: "/employees", key: "employees" },
  { to: "/companies", key: "companies" },
  { to: "/pricing", key: "pricing" },
] as const;

export default function Home() {
  const { featured, featuredFailed } = useLoaderData<typeof loader>();
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
      <section className="featured-jobs" aria-labelledby="featured-title">
        <h2 id="featured-title">{t("featured.title")}</h2>
        {featuredFailed ? (
          <p role="alert">{t("featured.failed")}</p>
        ) : featured.length === 0 ? (
          <p>{t("featured.empty")}</p>
        ) : (
          <JobCardList jobs={featured} label={t("featured.title")} />
        )}
        <p>
          <Link to="/jobs" className="button">
            {t("featured.all")}
          </Link>
        </p>
      </section>
      <section className="explore" aria-labelledby="explore-title">
        <h2 id="explore-title">{t("explore.title")}</h2>
        <ul className="card-grid">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="card" reloadDocument={opensMap(link.to)}>
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
