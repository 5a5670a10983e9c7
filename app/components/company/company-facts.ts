/**
 * The company's own facts as its forms send them (profile/create and the about tab): the contract's rules
 * (`companyCreateSchema`), with the industries typed as one line, "Hotel, Restaurant", and sent as the list
 * the API takes (the schema: ./company-facts-schema.ts). The map position and the benefits have their own screens.
 */
import type { z } from "zod";
import type { Company } from "#contract/profiles";
import type { companyFactsSchema } from "./company-facts-schema";
import { INDUSTRIES_MESSAGE } from "./industries-message";

export const COMPANY_FACT_FIELDS = [
  "name",
  "industries",
  "about",
  "website",
  "email",
  "phone_number",
  "location",
  "city",
  "area",
  "country",
  "years_in_business",
  "employee_count",
] as const;

export const COMPANY_IMAGE_FIELDS = ["logo", "cover_image"] as const;

/** The form and API fields the forms show, images included (an API 400 lands on them). */
export const COMPANY_FORM_FIELDS = [...COMPANY_FACT_FIELDS, ...COMPANY_IMAGE_FIELDS] as const;

type Facts = z.output<typeof companyFactsSchema>;

/**
 * The multipart body of a create or an update: every fact (an emptied one is emptied), then the images chosen in
 * the submission (`readSubmission(...).payload`).
 */
export function companyFactsForm(facts: Facts, payload: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const name of COMPANY_FACT_FIELDS) {
    const value = facts[name];
    form.set(
      name,
      Array.isArray(value) ? JSON.stringify(value) : value === null || value === undefined ? "" : String(value),
    );
  }
  for (const name of COMPANY_IMAGE_FIELDS) {
    const file = payload[name];
    if (file instanceof File && file.size > 0) form.set(name, file);
  }
  return form;
}

/** The about form's starting values: the stored facts, industries as one line. */
export const factsOf = (company: Company) => ({
  name: company.name,
  industries: company.industries.join(", "),
  about: company.about,
  website: company.website ?? "",
  email: company.email ?? "",
  phone_number: company.phone_number ?? "",
  location: company.location,
  city: company.city,
  area: company.area,
  country: company.country,
  years_in_business: company.years_in_business === null ? "" : String(company.years_in_business),
  employee_count: company.employee_count === null ? "" : String(company.employee_count),
});

/** The company forms' own words (`account` keys); a rule of the contract is said in its code's words. */
export const COMPANY_ERROR_KEYS = [
  INDUSTRIES_MESSAGE,
  "companyProfile.create.failed",
  "companyProfile.about.failed",
  "companyProfile.benefits.failed",
  "companyProfile.benefits.editFailed",
  "companyProfile.gallery.altRequired",
  "companyProfile.gallery.failed",
  "companyProfile.reviews.failed",
  "companyProfile.unavailable",
  "companyProfile.about.imagesUnavailable",
  "companyProfile.gallery.unavailable",
] as const;
