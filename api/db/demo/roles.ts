import type {
  Accommodation,
  EmploymentType,
  ExperienceLevel,
  Meals,
  SalaryPeriod,
  Schedule,
  WorkHours,
} from "../../../contract/enums";

/** The kinds of employer in the demo data, and the jobs each of them posts. */
export type CompanyKind =
  | "hotel"
  | "resort"
  | "restaurant"
  | "taverna"
  | "beachBar"
  | "bar"
  | "cafe"
  | "tour"
  | "cruise"
  | "camping"
  | "guesthouse";

export type RoleKey =
  | "waiter"
  | "bartender"
  | "receptionist"
  | "housekeeper"
  | "cook"
  | "chefDePartie"
  | "lifeguard"
  | "animator"
  | "tourGuide"
  | "driver"
  | "dishwasher"
  | "barista"
  | "nightAuditor"
  | "spaTherapist"
  | "headWaiter"
  | "assistantManager"
  | "frontOfficeManager"
  | "operationsDirector"
  | "intern"
  | "deckhand"
  | "reservationsAgent";

/** The language-independent facts of a job; the words are in roles-en.ts and roles-gr.ts. */
export type RoleSpec = {
  levels: readonly ExperienceLevel[];
  employmentTypes: readonly EmploymentType[];
  workHours: readonly WorkHours[];
  schedules: readonly Schedule[];
  /** Pay for the first of `levels`; later levels earn more. */
  salary: { period: SalaryPeriod; min: number; max: number };
  accommodation: readonly Accommodation[];
  meals: readonly Meals[];
  remote?: boolean;
};

const onSite = { accommodation: ["SHARED", "PRIVATE", "NONE"], meals: ["ALL", "SOME"] } as const;

export const ROLE_SPECS: Record<RoleKey, RoleSpec> = {
  waiter: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["FULL_TIME", "SHIFT", "SEASONAL"],
    schedules: ["SHIFT_BASED", "MONDAY_TO_SATURDAY", "FLEXIBLE"],
    salary: { period: "MONTH", min: 950, max: 1250 },
    ...onSite,
  },
  bartender: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["SHIFT", "SEASONAL", "PART_TIME"],
    schedules: ["SHIFT_BASED", "WEEKENDS"],
    salary: { period: "MONTH", min: 1000, max: 1400 },
    ...onSite,
  },
  receptionist: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["SHIFT", "FULL_TIME"],
    schedules: ["SHIFT_BASED", "MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 1000, max: 1350 },
    ...onSite,
  },
  housekeeper: {
    levels: ["TRAINEE", "ENTRY"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["FULL_TIME", "SEASONAL"],
    schedules: ["MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 850, max: 1100 },
    ...onSite,
  },
  cook: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["SHIFT", "SEASONAL"],
    schedules: ["SHIFT_BASED", "MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 1100, max: 1500 },
    ...onSite,
  },
  chefDePartie: {
    levels: ["EXPERIENCED", "SUPERVISOR"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["FULL_TIME", "SEASONAL"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "MONTH", min: 1400, max: 1900 },
    ...onSite,
  },
  lifeguard: {
    levels: ["ENTRY"],
    employmentTypes: ["FULL_TIME", "CONTRACT"],
    workHours: ["SEASONAL", "FULL_TIME"],
    schedules: ["MONDAY_TO_SATURDAY", "WEEKENDS"],
    salary: { period: "DAY", min: 55, max: 70 },
    ...onSite,
  },
  animator: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "CONTRACT"],
    workHours: ["SEASONAL"],
    schedules: ["FLEXIBLE", "SHIFT_BASED"],
    salary: { period: "WEEK", min: 230, max: 320 },
    accommodation: ["SHARED"],
    meals: ["ALL"],
  },
  tourGuide: {
    levels: ["EXPERIENCED"],
    employmentTypes: ["CONTRACT", "PART_TIME"],
    workHours: ["FLEXIBLE"],
    schedules: ["FLEXIBLE", "WEEKENDS"],
    salary: { period: "DAY", min: 80, max: 130 },
    accommodation: ["NONE", "SHARED"],
    meals: ["SOME", "NONE"],
  },
  driver: {
    levels: ["EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "CONTRACT"],
    workHours: ["SHIFT", "FLEXIBLE"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "MONTH", min: 1200, max: 1500 },
    accommodation: ["NONE", "SHARED"],
    meals: ["SOME"],
  },
  dishwasher: {
    levels: ["TRAINEE", "ENTRY"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["SHIFT", "PART_TIME"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "HOUR", min: 6.5, max: 7.8 },
    ...onSite,
  },
  barista: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["PART_TIME", "FULL_TIME"],
    workHours: ["PART_TIME", "FLEXIBLE"],
    schedules: ["WEEKENDS", "FLEXIBLE", "MONDAY_TO_SATURDAY"],
    salary: { period: "HOUR", min: 7, max: 9.5 },
    accommodation: ["NONE", "SHARED"],
    meals: ["SOME", "NONE"],
  },
  nightAuditor: {
    levels: ["EXPERIENCED"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["SHIFT"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "MONTH", min: 1250, max: 1500 },
    ...onSite,
  },
  spaTherapist: {
    levels: ["EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["FULL_TIME", "FLEXIBLE"],
    schedules: ["MONDAY_TO_SATURDAY", "FLEXIBLE"],
    salary: { period: "MONTH", min: 1200, max: 1600 },
    ...onSite,
  },
  headWaiter: {
    levels: ["SUPERVISOR"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["SEASONAL", "FULL_TIME"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "MONTH", min: 1400, max: 1800 },
    ...onSite,
  },
  assistantManager: {
    levels: ["ASST_MANAGER"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["FULL_TIME"],
    schedules: ["MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 1600, max: 2100 },
    accommodation: ["PRIVATE", "NONE"],
    meals: ["ALL", "SOME"],
  },
  frontOfficeManager: {
    levels: ["MANAGER"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["FULL_TIME"],
    schedules: ["MONDAY_TO_FRIDAY", "MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 2000, max: 2800 },
    accommodation: ["PRIVATE", "NONE"],
    meals: ["ALL", "SOME"],
  },
  operationsDirector: {
    levels: ["SR_MANAGER", "EXECUTIVE"],
    employmentTypes: ["FULL_TIME"],
    workHours: ["FULL_TIME"],
    schedules: ["MONDAY_TO_FRIDAY"],
    salary: { period: "MONTH", min: 3200, max: 4500 },
    accommodation: ["PRIVATE", "NONE"],
    meals: ["ALL", "NONE"],
  },
  intern: {
    levels: ["TRAINEE"],
    employmentTypes: ["INTERNSHIP"],
    workHours: ["FULL_TIME", "SEASONAL"],
    schedules: ["MONDAY_TO_FRIDAY", "MONDAY_TO_SATURDAY"],
    salary: { period: "MONTH", min: 500, max: 700 },
    accommodation: ["SHARED"],
    meals: ["ALL"],
  },
  deckhand: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["CONTRACT", "FULL_TIME"],
    workHours: ["SHIFT", "SEASONAL"],
    schedules: ["SHIFT_BASED"],
    salary: { period: "MONTH", min: 1300, max: 1800 },
    accommodation: ["SHARED"],
    meals: ["ALL"],
  },
  reservationsAgent: {
    levels: ["ENTRY", "EXPERIENCED"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    workHours: ["FLEXIBLE", "PART_TIME"],
    schedules: ["MONDAY_TO_FRIDAY"],
    salary: { period: "MONTH", min: 950, max: 1200 },
    accommodation: ["NONE"],
    meals: ["NONE"],
    remote: true,
  },
};

const kitchenAndService: RoleKey[] = [
  "waiter",
  "cook",
  "chefDePartie",
  "dishwasher",
  "headWaiter",
  "assistantManager",
  "bartender",
];
const hotelRoles: RoleKey[] = [
  "receptionist",
  "housekeeper",
  "waiter",
  "bartender",
  "cook",
  "chefDePartie",
  "nightAuditor",
  "spaTherapist",
  "frontOfficeManager",
  "intern",
  "headWaiter",
  "dishwasher",
  "reservationsAgent",
  "driver",
];

export const ROLES_BY_KIND: Record<CompanyKind, readonly RoleKey[]> = {
  hotel: hotelRoles,
  resort: [...hotelRoles, "lifeguard", "animator", "operationsDirector", "assistantManager"],
  restaurant: [...kitchenAndService, "intern"],
  taverna: kitchenAndService,
  beachBar: ["bartender", "waiter", "barista", "lifeguard", "dishwasher", "assistantManager", "cook"],
  bar: ["bartender", "waiter", "barista", "dishwasher", "assistantManager"],
  cafe: ["barista", "waiter", "cook", "dishwasher", "assistantManager"],
  tour: ["tourGuide", "driver", "deckhand", "reservationsAgent", "intern"],
  cruise: [
    "deckhand",
    "waiter",
    "cook",
    "bartender",
    "receptionist",
    "tourGuide",
    "operationsDirector",
    "spaTherapist",
  ],
  camping: ["receptionist", "lifeguard", "animator", "housekeeper", "cook", "barista"],
  guesthouse: ["receptionist", "housekeeper", "barista", "cook", "reservationsAgent"],
};

/**
 * A job's words in one language. `{company}`, `{place}` (the town) and `{in_place}` ("in Chania", "στα Χανιά":
 * Greek needs the article and case) are filled in per posting.
 */
export type RoleText = {
  titles: readonly string[];
  description: string;
  requirements: readonly string[];
  perks: readonly string[];
};
