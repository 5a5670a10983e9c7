/**
 * The items of a profile's lists one at a time (issue 22 point 8): a worker's skills, languages and availability
 * windows, and a company's benefits. `POST` adds one, `PATCH` and `DELETE` change or remove one by its id, so a
 * change to one item never sends the others back: what another tab changed meanwhile stays. The list fields of
 * `PATCH /employees/{uuid}/` and `PATCH /companies/{uuid}/` still replace a list whole, for clients that want that.
 */
import type { z } from "zod";
import { endpoint, type ExampleBody } from "../endpoint";
import {
  availabilityItemSchema,
  availabilitySchema,
  availabilityUpdateSchema,
  benefitItemSchema,
  benefitSchema,
  benefitUpdateSchema,
  skillItemSchema,
  skillSchema,
  skillUpdateSchema,
  spokenLanguageItemSchema,
  spokenLanguageSchema,
  spokenLanguageUpdateSchema,
  PROFILE_LIST_LIMITS,
} from "../profiles";

/** One list's three item endpoints, under its owner's path (`/employees/{uuid}/skills/`). */
function itemEndpoints<
  const Owner extends "employees" | "companies",
  const List extends string,
  const Operation extends string,
  const Access extends "EMPLOYEE" | "COMPANY",
  Create extends z.ZodTypeAny,
  Update extends z.ZodTypeAny,
  Item extends z.ZodTypeAny,
>({
  owner,
  list,
  operation,
  noun,
  tag,
  access,
  create,
  update,
  item,
  example,
  change,
  rules,
}: {
  owner: Owner;
  list: List;
  /** The operation ids' noun: `Skill` gives `addSkill`, `updateSkill`, `deleteSkill`. */
  operation: Operation;
  /** The item in the summaries: "a skill". */
  noun: string;
  tag: string;
  access: Access;
  create: Create;
  update: Update;
  item: Item;
  example: ExampleBody;
  change: ExampleBody;
  /** What else a 400 may say, besides a field that is invalid. */
  rules: string;
}) {
  const whose = owner === "employees" ? "the caller's profile" : "the caller's company";
  const collection = `/${owner}/{uuid}/${list}/` as const;
  const one = `/${owner}/{uuid}/${list}/{id}/` as const;
  const missing = `No such ${owner === "employees" ? "profile of the caller's" : "company"}, or no such item in it.`;
  return {
    add: endpoint({
      method: "post",
      path: collection,
      operationId: `add${operation}` as const,
      summary: `Add ${noun} to ${whose}`,
      tag,
      access,
      ownerOnly: true,
      body: { kind: "json", schema: create, example, alsoForm: true },
      responses: { 201: { description: `The new item, with its id.`, schema: item } },
      errors: { 400: `A field is invalid; ${rules}` },
    }),
    update: endpoint({
      method: "patch",
      path: one,
      operationId: `update${operation}` as const,
      summary: `Change ${noun} of ${whose}`,
      description: "Any subset of the item's fields; the others stay as stored.",
      tag,
      access,
      ownerOnly: true,
      body: { kind: "json", schema: update, example: change, alsoForm: true },
      responses: { 200: { description: "The item as it now is.", schema: item } },
      errors: { 400: `A field is invalid; ${rules}`, 404: missing },
    }),
    remove: endpoint({
      method: "delete",
      path: one,
      operationId: `delete${operation}` as const,
      summary: `Remove ${noun} from ${whose}`,
      tag,
      access,
      ownerOnly: true,
      responses: { 204: { description: "Removed." } },
      errors: { 404: missing },
    }),
  };
}

const full = (max: number) => `a list already holding ${max} items takes no more (\`too_many\`).`;

export const skillEndpoints = itemEndpoints({
  owner: "employees",
  list: "skills",
  operation: "Skill",
  noun: "a skill",
  tag: "Employees",
  access: "EMPLOYEE",
  create: skillSchema,
  update: skillUpdateSchema,
  item: skillItemSchema,
  example: { name: "Latte art", level: "advanced", category: "technical" },
  change: { level: "expert" },
  rules: `a name the profile already lists, in any case (\`duplicate_skill\` on \`name\`), or ${full(PROFILE_LIST_LIMITS.skills)}`,
});

export const languageEndpoints = itemEndpoints({
  owner: "employees",
  list: "languages",
  operation: "Language",
  noun: "a spoken language",
  tag: "Employees",
  access: "EMPLOYEE",
  create: spokenLanguageSchema,
  update: spokenLanguageUpdateSchema,
  item: spokenLanguageItemSchema,
  example: { language: "it", level: "intermediate" },
  change: { level: "advanced" },
  rules: `a language the profile already lists (\`duplicate_language\` on \`language\`), or ${full(PROFILE_LIST_LIMITS.languages)}`,
});

export const availabilityEndpoints = itemEndpoints({
  owner: "employees",
  list: "availability",
  operation: "Availability",
  noun: "an availability window",
  tag: "Employees",
  access: "EMPLOYEE",
  create: availabilitySchema,
  update: availabilityUpdateSchema,
  item: availabilityItemSchema,
  example: { available_from: "2027-05-01", available_to: "2027-10-15", work_hours: "FULL_TIME", notes: "" },
  change: { notes: "Weekends off" },
  rules: `an end before the start, for the window as it will be (\`end_before_start\`), or ${full(PROFILE_LIST_LIMITS.availability)}`,
});

export const benefitEndpoints = itemEndpoints({
  owner: "companies",
  list: "benefits",
  operation: "Benefit",
  noun: "a benefit",
  tag: "Companies",
  access: "COMPANY",
  create: benefitSchema,
  update: benefitUpdateSchema,
  item: benefitItemSchema,
  example: { title: "Staff housing", description: "Shared rooms by the sea.", icon: "home" },
  change: { description: "Rooms for two, by the sea." },
  rules: `an icon not of the set (\`invalid_benefit_icon\`), or ${full(PROFILE_LIST_LIMITS.benefits)} A new benefit comes last.`,
});

/** In the order the document lists them. */
export const PROFILE_ITEM_ENDPOINTS = [
  skillEndpoints.add,
  skillEndpoints.update,
  skillEndpoints.remove,
  languageEndpoints.add,
  languageEndpoints.update,
  languageEndpoints.remove,
  availabilityEndpoints.add,
  availabilityEndpoints.update,
  availabilityEndpoints.remove,
  benefitEndpoints.add,
  benefitEndpoints.update,
  benefitEndpoints.remove,
] as const;
