/**
 * `OPTIONS /jobs/` and `OPTIONS /jobs/{id}/`: DRF's SimpleMetadata (design section 7), read off the contract's
 * job schema so a new field or enum value shows up here by itself. The web app renders its selects from the
 * `choices`. The description of the fields is not a secret: every caller gets the actions
 * (docs/jobs.md#the-job-page).
 */
import { z } from "zod";
import { jobCreateSchema, type JobFieldMetadata, type JobMetadata } from "../../contract/jobs";

/** Days travel as text in JSON; the schema sees strings, the form wants date inputs. */
const DATE_FIELDS = new Set(["start_date", "end_date", "apply_by"]);

/** Fields the server writes: listed as DRF lists them, read-only. */
const READ_ONLY_FIELDS: Record<string, string> = {
  id: "integer",
  company: "nested object",
  is_closed: "boolean",
  created_at: "datetime",
  updated_at: "datetime",
};

const RENDERS = ["application/json"];
const PARSES = ["application/json"];

/** The list endpoint describes creating (POST); a job's own endpoint describes updating (PUT, as DRF names it). */
export function jobMetadata(view: "list" | "detail"): JobMetadata {
  return {
    name: view === "list" ? "Job List" : "Job Instance",
    description: "Seasonal jobs in Greek tourism and hospitality.",
    renders: RENDERS,
    parses: PARSES,
    actions: { [view === "list" ? "POST" : "PUT"]: jobFields() },
  };
}

let described: Record<string, JobFieldMetadata> | undefined;

/** Read off the schema once, on first use. */
function jobFields(): Record<string, JobFieldMetadata> {
  return (described ??= describeJobFields());
}

function describeJobFields(): Record<string, JobFieldMetadata> {
  const fields: Record<string, JobFieldMetadata> = {
    id: readOnly("id"),
  };
  for (const [name, schema] of Object.entries(jobCreateSchema.innerType().shape)) {
    fields[name] = describeField(name, schema);
  }
  for (const name of Object.keys(READ_ONLY_FIELDS).filter((field) => field !== "id")) fields[name] = readOnly(name);
  return fields;
}

function readOnly(name: string): JobFieldMetadata {
  return { type: READ_ONLY_FIELDS[name], required: false, read_only: true, label: labelOf(name) };
}

function describeField(name: string, schema: z.ZodTypeAny): JobFieldMetadata {
  const base = { required: !schema.isOptional(), read_only: false, label: labelOf(name) };
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element);
    const children =
      item instanceof z.ZodObject
        ? Object.fromEntries(
            Object.entries(item.shape as Record<string, z.ZodTypeAny>).map(([child, childSchema]) => [
              child,
              describeField(child, childSchema),
            ]),
          )
        : undefined;
    return {
      type: "list",
      ...base,
      max_length: inner._def.maxLength?.value,
      child: { type: "nested object", children },
    };
  }
  return { ...base, ...describeValue(name, inner) };
}

type ValueMetadata = Omit<JobFieldMetadata, "required" | "read_only" | "label">;

function describeValue(name: string, schema: z.ZodTypeAny): ValueMetadata {
  if (schema instanceof z.ZodEnum) {
    const values = schema.options as string[];
    return { type: "choice", choices: values.map((value) => ({ value, display_name: displayNameOf(name, value) })) };
  }
  if (schema instanceof z.ZodBoolean) return { type: "boolean" };
  if (schema instanceof z.ZodNumber) {
    const decimal = schema._def.checks.some((check) => check.kind === "multipleOf");
    return {
      type: schema.isInt ? "integer" : decimal ? "decimal" : "float",
      min_value: schema.minValue ?? undefined,
      max_value: schema.maxValue ?? undefined,
    };
  }
  if (schema instanceof z.ZodString && !DATE_FIELDS.has(name)) {
    return { type: "string", min_length: positive(schema.minLength), max_length: schema.maxLength ?? undefined };
  }
  return { type: DATE_FIELDS.has(name) ? "date" : "field" };
}

/** The schema under preprocessing, refinements, optional and nullable wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else return current;
  }
}

function positive(value: number | null): number | undefined {
  return value === null || value <= 0 ? undefined : value;
}

/** DRF's default label: the field name with spaces, first letter capital ("Salary min"). */
function labelOf(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** English names; the web app shows its own translations and keys on `value`. */
function displayNameOf(field: string, value: string): string {
  if (field === "country") return countryNames.of(value) ?? value;
  return labelOf(value.toLowerCase());
}
