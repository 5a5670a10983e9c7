/**
 * The one message of the company facts' own rule (industries: one to ten, `account` key): the schema
 * (./company-facts-schema.ts) gives it and the forms (./company-facts.ts) know it, without importing each other.
 */
export const INDUSTRIES_MESSAGE = "companyProfile.errors.industries";
