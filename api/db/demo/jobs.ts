import type { Currency, ExperienceLevel, Language, SalaryPeriod } from "../../../contract/enums";
import type { JobLanguage, jobs } from "../schema";
import type { CompanySeed } from "./companies";
import { addDays, hiringSeasonYear, isoDate, utcDate } from "./dates";
import { HOUSING_AND_MEALS } from "./phrases";
import type { Place } from "./places";
import type { Random } from "./random";
import { ROLE_SPECS, type RoleKey, type RoleText } from "./roles";
import { ROLE_TEXT_EN } from "./roles-en";
import { ROLE_TEXT_GR } from "./roles-gr";

export type JobRow = typeof jobs.$inferInsert;

const ROLE_TEXTS: Record<Language, Record<RoleKey, RoleText>> = { en: ROLE_TEXT_EN, gr: ROLE_TEXT_GR };

export type JobContext = {
  random: Random;
  /** Midnight UTC of the seeding day: every date is relative to it. */
  today: Date;
  id: number;
  companyId: string;
  company: CompanySeed;
  place: Place;
  role: RoleKey;
  /**
   * The company's first posting uses the role's plain title (so "Waiter / Waitress" and "Σερβιτόρος / Σερβιτόρα"
   * exist).
   */
  plainTitle: boolean;
  /** Cities with a year-round season hire all year; the islands hire for the summer. */
  yearRound: boolean;
};

/** One realistic posting in the company's own language (docs/data.md#demo-data). */
export function buildJob(ctx: JobContext): JobRow {
  const { random, company, place, role } = ctx;
  const spec = ROLE_SPECS[role];
  const text = ROLE_TEXTS[company.language][role];
  const levelIndex = random.int(0, spec.levels.length - 1);
  const experienceLevel = spec.levels[levelIndex];
  const accommodation = random.pick(spec.accommodation);
  const meals = random.pick(spec.meals);
  const greek = company.language === "gr";
  const fill = (template: string) =>
    template
      .replaceAll("{company}", company.name)
      .replaceAll("{in_place}", greek ? place.inEl : `in ${place.city}`)
      .replaceAll("{place}", greek ? place.cityEl : place.city);
  const phrases = HOUSING_AND_MEALS[company.language];
  const benefits = [phrases.accommodation[accommodation], phrases.meals[meals], ...text.perks.map(fill)].filter(
    Boolean,
  );
  const [experienceMinYears, experienceMaxYears] = EXPERIENCE_YEARS[experienceLevel];
  const salary = random.chance(0.06) ? null : salaryFor(random, spec.salary, levelIndex);
  const createdAt = new Date(ctx.today.getTime() - random.int(10 * 60, 59 * 86_400) * 1000);
  const jitter = () => (random.next() - 0.5) * 0.003;
  return {
    id: ctx.id,
    companyId: ctx.companyId,
    title: ctx.plainTitle ? text.titles[0] : random.pick(text.titles),
    description: fill(text.description),
    requirements: text.requirements.map((line) => `- ${fill(line)}`).join("\n"),
    benefits: benefits.map((line) => `- ${line}`).join("\n"),
    location: placeLabel(place, company.language),
    city: place.city,
    area: place.area,
    country: "GR",
    latitude: round(place.latitude + jitter(), 6),
    longitude: round(place.longitude + jitter(), 6),
    isRemote: spec.remote ?? false,
    employmentType: random.pick(spec.employmentTypes),
    experienceLevel,
    experienceMinYears,
    experienceMaxYears,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: company.currency ?? ("EUR" satisfies Currency),
    salaryPeriod: spec.salary.period,
    workHours: random.pick(spec.workHours),
    schedule: random.pick(spec.schedules),
    ...datesFor(random, ctx.today, ctx.yearRound),
    positions: experienceLevel === "TRAINEE" || levelIndex === 0 ? random.int(1, 5) : 1,
    accommodation,
    meals,
    languages: languagesFor(random, company, place),
    createdAt,
    updatedAt: createdAt,
  };
}

export function placeLabel(place: Place, language: Language): string {
  const [city, area] = language === "gr" ? [place.cityEl, place.areaEl] : [place.city, place.area];
  return city === area ? city : `${city}, ${area}`;
}

const EXPERIENCE_YEARS: Record<ExperienceLevel, [number, number | null]> = {
  TRAINEE: [0, 1],
  ENTRY: [0, 2],
  EXPERIENCED: [2, 5],
  SUPERVISOR: [3, 6],
  ASST_MANAGER: [4, 8],
  MANAGER: [5, 10],
  SR_MANAGER: [8, 15],
  EXECUTIVE: [10, null],
};

/** Rounding steps that look like real offers: €1,150 a month, €62 a day, €7.40 an hour. */
const SALARY_STEP: Record<SalaryPeriod, number> = { HOUR: 0.1, DAY: 1, WEEK: 5, MONTH: 10 };

function salaryFor(random: Random, base: { period: SalaryPeriod; min: number; max: number }, levelIndex: number) {
  const step = SALARY_STEP[base.period];
  const raise = 1 + 0.12 * levelIndex;
  const vary = () => 0.95 + random.next() * 0.1;
  const min = round(Math.round((base.min * raise * vary()) / step) * step, 2);
  const max = round(Math.max(min, Math.round((base.max * raise * vary()) / step) * step), 2);
  return { min, max };
}

function datesFor(random: Random, today: Date, yearRound: boolean) {
  const season = hiringSeasonYear(today);
  const earliest = addDays(today, 10);
  let start: Date;
  let end: Date | null;
  if (yearRound) {
    start = addDays(today, random.int(14, 120));
    end = random.chance(0.5) ? null : addDays(start, random.int(180, 365));
  } else {
    start = utcDate(season, random.int(4, 6), random.int(1, 28));
    if (start < earliest) start = addDays(earliest, random.int(0, 45));
    end = utcDate(season, 10, random.int(10, 31));
    if (end <= start) end = addDays(start, random.int(60, 120));
  }
  let applyBy: Date | null = random.chance(0.6) ? addDays(start, -random.int(7, 30)) : null;
  if (applyBy && applyBy < addDays(today, 3)) applyBy = addDays(today, random.int(3, 10));
  return { startDate: isoDate(start), endDate: end && isoDate(end), applyBy: applyBy && isoDate(applyBy) };
}

const SECOND_LANGUAGE_BY_AREA: Partial<Record<string, string>> = {
  Rhodes: "de",
  Kos: "de",
  Halkidiki: "de",
  Corfu: "it",
  Zakynthos: "it",
  Kefalonia: "it",
  Mykonos: "fr",
  Santorini: "fr",
};

function languagesFor(random: Random, company: CompanySeed, place: Place): JobLanguage[] {
  const languages: JobLanguage[] =
    company.language === "gr"
      ? [
          { language: "el", level: "native" },
          { language: "en", level: random.pick(["intermediate", "advanced"] as const) },
        ]
      : [{ language: "en", level: random.pick(["intermediate", "advanced"] as const) }];
  const second = SECOND_LANGUAGE_BY_AREA[place.area];
  if (second && random.chance(0.5))
    languages.push({ language: second, level: random.pick(["beginner", "intermediate"] as const) });
  return languages;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
