import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { displayName } from "~/lib/account";
import { employeeProfile } from "~/lib/api/profiles.server";
import { htmlLang, type I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/**
 * `/employee/profile/{uuid}` (spec section 2): the worker's own profile as companies read it. Someone else's
 * profile, or an id that is not one, is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "jobs"] };

/** The API's own rule for a profile id (its `uuid` field): anything else is not worth a call. */
const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, api, headers } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.uuid ?? "";
  const profile = isUuid(uuid) ? await employeeProfile(api, uuid) : null;
  if (!profile || profile.user !== user.uuid) throw new Response("Not found", { status: 404 });
  const locale = detectLocale(request);
  const t = getFixedT(request, "account");
  // Names of countries and languages from Intl, on the server: the browser's ICU may name some differently.
  const lang = htmlLang(locale);
  const regions = new Intl.DisplayNames([lang], { type: "region" });
  const languages = new Intl.DisplayNames([lang], { type: "language" });
  return data(
    {
      meta: { title: t("profile.view.title"), description: t("profile.view.description") },
      name: displayName(user),
      profile: {
        headline: profile.headline,
        bio: profile.bio,
        place: [profile.location, profile.city, profile.country ? regions.of(profile.country) : ""].filter(Boolean).join(", "),
        experiences: profile.work_experiences,
        skills: profile.skills,
        languages: profile.languages.map((entry) => ({ ...entry, name: languages.of(entry.language) ?? entry.language })),
        availability: profile.availability,
      },
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function ProfilePage() {
  const { name, profile } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const { t: tJobs } = useTranslation("jobs");
  const locale = useLocale();
  const day = (value: string) => formatDate(value, locale);
  return (
    <div className="profile-page">
      <h1>{name}</h1>
      <p className="profile-page__headline">{profile.headline || t("profile.view.noHeadline")}</p>
      {profile.place ? (
        <p>
          {t("profile.view.lives")}: {profile.place}
        </p>
      ) : null}
      <p className="profile-page__bio">{profile.bio || t("profile.view.noBio")}</p>
      <ProfileSection id="experience" title={t("profile.view.experience")} empty={t("profile.view.none")} items={profile.experiences}>
        {(experience) => (
          <>
            <strong>{experience.job_title}</strong>, {experience.company_name}
            <br />
            {day(experience.start_date)} – {experience.end_date ? day(experience.end_date) : t("profile.view.present")}
          </>
        )}
      </ProfileSection>
      <ProfileSection id="skills" title={t("profile.view.skills")} empty={t("profile.view.none")} items={profile.skills}>
        {(skill) => `${skill.name}: ${t(`profile.skillLevel.${skill.level}`)}`}
      </ProfileSection>
      <ProfileSection id="languages" title={t("profile.view.languages")} empty={t("profile.view.none")} items={profile.languages}>
        {(entry) => `${entry.name}: ${tJobs(`enums.language_level.${entry.level}`)}`}
      </ProfileSection>
      <ProfileSection
        id="availability"
        title={t("profile.view.availability")}
        empty={t("profile.view.none")}
        items={profile.availability}
      >
        {(period) =>
          `${day(period.available_from)} – ${period.available_to ? day(period.available_to) : t("profile.view.openEnded")}` +
          (period.work_hours ? ` (${tJobs(`enums.work_hours.${period.work_hours}`)})` : "")
        }
      </ProfileSection>
      <p>
        <Link to="/employee/applications">{t("profile.view.applicationsLink")}</Link>
      </p>
    </div>
  );
}

function ProfileSection<Item>({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={`profile-${id}`} className="profile-page__section">
      <h2 id={`profile-${id}`}>{title}</h2>
      {items.length === 0 ? (
        <p className="profile-page__empty">{empty}</p>
      ) : (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
