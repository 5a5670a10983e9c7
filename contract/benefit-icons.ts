/**
 * The icons a company's benefit may show (areas.md "icon from a fixed set"): each has a drawing in the web app
 * (app/components/company/benefit-icons.ts); an empty icon shows none. Plain values without zod, so the
 * benefits tab ships no schemas for them. Not an enumeration of the OpenAPI document's components: the field also
 * takes "" (api/openapi/json-schema.ts describes it).
 */
export const BENEFIT_ICONS = [
  "home",
  "utensils",
  "bus",
  "gift",
  "graduation-cap",
  "heart",
  "percent",
  "calendar",
] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];
