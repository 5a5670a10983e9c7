import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { EmployeeProfile } from "#contract/profiles";
import { languageName } from "~/components/job/job-format";
import { profileSectionPath, type ProfileSection as SectionName } from "~/components/profile/sections";
import { displayName } from "~/lib/account";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { workerPlace } from "~/lib/place-line.server";

/**
 * `/employee/profile/{uuid}` (spec section 2): the worker's own profile as companies read it. Someone else's
 * profile, or an id that is not one, is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "jobs"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const locale = detectLocale(request);
  const t = getFixedT(request, "account");
  // Names of countries and languages from Intl, on the server: the browser's ICU may name some differently.
  return data({
    meta: { title: t("profile.view.title"), description: t("profile.view.description") },
    name: displayName(user),
    uuid: profile.uuid,
    avatar: profile.avatar,
    // What companies look at (areas.md "Profile strength"): each missing part, with the section that adds it.
    missing: STRENGTH.filter(([, has]) => !has(profile)).map(([key, , section]) => ({ key, section })),
    strengthTotal: STRENGTH.length,
    profile: {
      headline: profile.headline,
      bio: profile.bio,
      place: workerPlace(profile, locale),
      experiences: profile.work_experiences,
      skills: profile.skills,
      languages: profile.languages.map((entry) => ({ ...entry, name: languageName(entry.language, locale) })),
      availability: profile.availability,
      seasonal: seasonalFacts(profile, t),
    },
  });
}

/** The seasonal facts the worker answered, as "question: answer" lines (none answered: an empty list). */
function seasonalFacts(profile: EmployeeProfile, t: ReturnType<typeof getFixedT<"account">>): string[] {
  const yesNo = (value: boolean) => t(value ? "profile.seasonal.yes" : "profile.seasonal.no");
  const facts: Array<[string, string | null]> = [
    [t("profile.seasonal.rightToWork"), profile.right_to_work && t(`profile.rightToWork.${profile.right_to_work}`)],
    [t("profile.seasonal.hasAfm"), profile.has_afm === null ? null : yesNo(profile.has_afm)],
    [t("profile.seasonal.hasAmka"), profile.has_amka === null ? null : yesNo(profile.has_amka)],
    [
      t("profile.seasonal.healthCertificate"),
      profile.health_certificate === null ? null : yesNo(profile.health_certificate),
    ],
    [
      t("profile.seasonal.drivingLicence"),
      profile.driving_licence && t(`profile.drivingLicence.${profile.driving_licence}`),
    ],
    [
      t("profile.seasonal.needsAccommodation"),
      profile.needs_accommodation === null ? null : yesNo(profile.needs_accommodation),
    ],
    [
      t("profile.seasonal.preferredAreas"),
      profile.preferred_areas.length
        ? profile.preferred_areas.map((area) => t(`profile.area.${area}`)).join(", ")
        : null,
    ],
  ];
  return facts
    .filter((fact): fact is [string, string] => fact[1] !== null)
    .map(([question, answer]) => `${question} ${answer}`);
}

const STRENGTH: ReadonlyArray<[StrengthKey, (profile: EmployeeProfile) => boolean, SectionName]> = [
  ["headline", (profile) => profile.headline !== "", "basic-info"],
  ["bio", (profile) => profile.bio !== "", "basic-info"],
  ["photo", (profile) => profile.avatar !== null, "basic-info"],
  ["experience", (profile) => profile.work_experiences.length > 0, "work-experience"],
  ["skills", (profile) => profile.skills.length > 0, "skills"],
  ["languages", (profile) => profile.languages.length > 0, "languages"],
  ["availability", (profile) => profile.availability.length > 0, "availability"],
  ["seasonal", (profile) => profile.right_to_work !== null, "seasonal"],
];
type StrengthKey = "headline" | "bio" | "photo" | "experience" | "skills" | "languages" | "availability" | "seasonal";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function ProfilePage() {
  const { name, uuid, avatar, missing, strengthTotal, profile } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const { t: tJobs } = useTranslation("jobs");
  const locale = useLocale();
  const day = (value: string) => formatDate(value, locale);
  const section = (id: SectionName) => ({ id, title: t(`profile.sections.${id}`), edit: profileSectionPath(uuid, id) });
  return (
    <div className="profile-page">
      <div className="profile-page__head">
        {avatar ? <img src={avatar} alt="" className="profile-photo" width={96} height={96} /> : null}
        <div>
          <h1>{name}</h1>
          <p className="profile-page__headline">{profile.headline || t("profile.view.noHeadline")}</p>
        </div>
      </div>
      {missing.length > 0 ? (
        <section aria-labelledby="profile-strength" className="profile-strength">
          <h2 id="profile-strength">{t("profile.strength.title")}</h2>
          <p>{t("profile.strength.done", { done: strengthTotal - missing.length, total: strengthTotal })}</p>
          <ul>
            {missing.map((item) => (
              <li key={item.key}>
                <Link to={profileSectionPath(uuid, item.section)}>{t(`profile.strength.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Part {...section("basic-info")}>
        {profile.place ? (
          <p>
            {t("profile.view.lives")}: {profile.place}
          </p>
        ) : null}
        <p className="profile-page__bio">{profile.bio || t("profile.view.noBio")}</p>
      </Part>
      <Part {...section("work-experience")}>
        <ItemList empty={t("profile.view.none")} items={profile.experiences}>
          {(experience) => (
            <>
              <strong>{experience.job_title}</strong>, {experience.company_name}
              <br />
              {day(experience.start_date)} –{" "}
              {experience.end_date ? day(experience.end_date) : t("profile.view.present")}
            </>
          )}
        </ItemList>
      </Part>
      <Part {...section("skills")}>
        <ItemList empty={t("profile.view.none")} items={profile.skills}>
          {(skill) => `${skill.name}: ${t(`profile.skillLevel.${skill.level}`)}`}
        </ItemList>
      </Part>
      <Part {...section("languages")}>
        <ItemList empty={t("profile.view.none")} items={profile.languages}>
          {(entry) => `${entry.name}: ${tJobs(`enums.language_level.${entry.level}`)}`}
        </ItemList>
      </Part>
      <Part {...section("availability")}>
        <ItemList empty={t("profile.view.none")} items={profile.availability}>
          {(period) =>
            `${day(period.available_from)} – ${period.available_to ? day(period.available_to) : t("profile.view.openEnded")}` +
            (period.work_hours ? ` (${tJobs(`enums.work_hours.${period.work_hours}`)})` : "")
          }
        </ItemList>
      </Part>
      <Part {...section("seasonal")}>
        <ItemList empty={t("profile.view.none")} items={profile.seasonal}>
          {(fact) => fact}
        </ItemList>
      </Part>
    </div>
  );
}

/** One part of the profile, with the link to its own page where it is changed. */
function Part({ id, title, edit, children }: { id: string; title: string; edit: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby={`profile-${id}`} className="profile-page__section">
      <div className="profile-page__section-head">
        <h2 id={`profile-${id}`}>{title}</h2>
        <Link to={edit} className="button button--small" aria-label={t("profile.edit.editSection", { section: title })}>
          {t("profile.edit.edit")}
        </Link>
      </div>
      {children}
    </section>
  );
}

function ItemList<Item>({
  items,
  empty,
  children,
}: {
  items: readonly Item[];
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="profile-page__empty">{empty}</p>;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{children(item)}</li>
      ))}
    </ul>
  );
}
