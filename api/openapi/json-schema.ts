/**
 * zod → JSON Schema for the document. OpenAPI 3.1 speaks JSON Schema 2020-12; of zod-to-json-schema's targets,
 * draft 7 writes the same keywords for our shapes (`type: [..., "null"]`, numeric `exclusiveMinimum`; its
 * "2019-09" target still writes draft 4's boolean one). Only its `$schema` line is dropped.
 */
import { z } from "zod";
import { ignoreOverride, zodToJsonSchema } from "zod-to-json-schema";
import { BENEFIT_ICONS } from "../../contract/benefit-icons";
import { isoDate } from "../../contract/fields";
import { jobFiltersSchema } from "../../contract/job-filters-schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from "../../contract/password";
import { PLAN_CODE_PATTERN, planCodeSchema } from "../../contract/payments";
import { benefitSchema } from "../../contract/profiles";
import { componentNameOf, ENUM_COMPONENTS, SCHEMA_COMPONENTS } from "./components";

export type JsonObject = { [key: string]: unknown };

export const SCHEMA_REF_PREFIX = "#/components/schemas/";

export function schemaRef(name: string): JsonObject {
  return { $ref: `${SCHEMA_REF_PREFIX}${name}` };
}

/** A schema as the document writes it: a `$ref` when it is a named component, else inline. */
export function jsonSchemaOf(schema: z.ZodTypeAny): JsonObject {
  const name = componentNameOf(schema._def);
  return name ? schemaRef(name) : convert(schema);
}

/** An object schema's properties one by one, each with whether it is required (for query parameters). */
export function propertiesOf(schema: z.AnyZodObject): Array<{ name: string; schema: JsonObject; required: boolean }> {
  const converted = convert(schema);
  const properties = (converted.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** `components.schemas`: every named shape and enumeration, referring to one another. */
export function componentSchemas(): Record<string, JsonObject> {
  const enumSchemas = Object.entries(ENUM_COMPONENTS).map(
    ([name, values]) => [name, z.enum(values as [string, ...string[]])] as const,
  );
  const all = [...Object.entries(SCHEMA_COMPONENTS), ...enumSchemas];
  return Object.fromEntries(all.map(([name, schema]) => [name, convert(schema)]));
}

/** The schema itself inline (even when it is a component); the components inside it as `$ref`s. */
function convert(schema: z.ZodTypeAny): JsonObject {
  const root = schema._def;
  const converted: JsonObject = zodToJsonSchema(schema, {
    target: "jsonSchema7",
    // Only components are shared. zod-to-json-schema's own "seen" references point into the schema being
    // converted, which is not where the schema ends up inside the document.
    $refStrategy: "none",
    // Preprocessed fields (text cleaning, numbers from form text) are described by the schema they feed.
    effectStrategy: "input",
    // The contract strips unknown keys rather than refusing them: say nothing about extra properties.
    removeAdditionalStrategy: "strict",
    allowedAdditionalProperties: undefined,
    override: (def) => {
      const refined = REFINED_STRINGS.get(def);
      if (refined) return refined;
      if (def === root) return ignoreOverride;
      const name = componentNameOf(def);
      return name ? schemaRef(name) : ignoreOverride;
    },
  });
  delete converted.$schema;
  return converted;
}

/**
 * Strings whose rule lives in a zod refinement, which JSON Schema cannot see: the calendar days (every date
 * field of a payload shares one schema, the job filters another) and the password rule, the benefit icons, the
 * plan code's spelling (refined so that its refusal carries its code).
 */
const DAY = { type: "string", format: "date" };
const REFINED_STRINGS = new Map<z.ZodTypeDef, JsonObject>([
  [(isoDate()._def.schema as z.ZodTypeAny)._def, DAY],
  [jobFiltersSchema.shape.start_date_from.unwrap()._def, DAY],
  [
    benefitSchema.shape.icon._def,
    { type: "string", enum: ["", ...BENEFIT_ICONS], description: "One of a fixed set of icons; empty for none." },
  ],
  [planCodeSchema._def, { type: "string", pattern: PLAN_CODE_PATTERN.source }],
  [
    passwordSchema._def,
    {
      type: "string",
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description:
        "At least one upper-case letter, one digit and one special character; the most common breached passwords are refused.",
    },
  ],
]);
