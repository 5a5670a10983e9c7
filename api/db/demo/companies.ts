import type { Currency, Language } from "../../../contract/enums";
import type { PlaceKey } from "./places";
import type { CompanyKind } from "./roles";

/** A demo employer. Industries are canonical English labels, whatever language the company writes in. */
export type CompanySeed = {
  /** Stable handle: owner e-mail (`<slug>@companies.demo.test`) and demo image names. */
  slug: string;
  name: string;
  kind: CompanyKind;
  place: PlaceKey;
  /** The language the company writes its profile and its job posts in. */
  language: Language;
  industries: readonly string[];
  about: string;
  website: string;
  phoneNumber: string;
  yearsInBusiness: number;
  employeeCount: number;
  /** International cruise lines pay crews in US dollars. */
  currency?: Currency;
};

export const INDUSTRIES = {
  hotels: "Hotels & Resorts",
  restaurants: "Restaurants",
  bars: "Bars & Beach Bars",
  cafes: "Cafés & Bakeries",
  tours: "Tours & Excursions",
  cruises: "Cruises & Ferries",
  camping: "Camping",
  wellness: "Wellness & Spa",
  watersports: "Water Sports",
  entertainment: "Entertainment",
} as const;
