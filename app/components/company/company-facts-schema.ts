/**
 * The company facts form's schema (./company-facts.ts): the contract's rules (`companyCreateSchema`), industries
 * as one line. For loaders and actions; the browser imports it only as a type (docs/forms.md#the-form-kit).
 */
import { z } from "zod";
import { line } from "#contract/fields";
import { companyCreateSchema } from "#contract/profiles";
import { INDUSTRIES_MESSAGE } from "./industries-message";

const shape = companyCreateSchema.innerType().shape;

export const companyFactsSchema = z.object({
  name: shape.name,
  industries: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(line(60)).min(1, INDUSTRIES_MESSAGE).max(10, INDUSTRIES_MESSAGE)),
  about: shape.about,
  website: shape.website,
  email: shape.email,
  phone_number: shape.phone_number,
  location: shape.location,
  city: shape.city,
  area: shape.area,
  country: shape.country,
  years_in_business: shape.years_in_business,
  employee_count: shape.employee_count,
});
