import { sql, type SQL } from "drizzle-orm";
import { customType, doublePrecision, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** `created_at` / `updated_at` as every table of the product carries them. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Where a company or a job is (design section 7): the place as written, its town, area and country, and the pin. */
export const placeColumns = () => ({
  /** The place as written (e.g. "Agia Pelagia beach, Heraklion"). */
  location: text("location").notNull().default(""),
  city: text("city").notNull().default(""),
  /** Island or regional unit (Crete, Cyclades, Halkidiki ...). */
  area: text("area").notNull().default(""),
  /** ISO 3166-1 alpha-2 code. */
  country: text("country").notNull().default("GR"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
});

/**
 * A CHECK expression `column in (...)` built from one of the contract's enum arrays, so an enum value is
 * written once (contract/enums.ts) and drizzle-kit emits a new migration when the array changes.
 * Values are inlined: drizzle-kit writes the constraint as text, it cannot carry bound parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

/** PostgreSQL's `tsvector`; only ever read through SQL (`@@`, `ts_rank`), so its JS side stays a string. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

/**
 * The text-search document of a set of columns in both product languages, and in either alphabet: each text goes
 * through the `greek` and `english` configurations after `f_unaccent` (docs/data.md#full-text-search), and its search
 * key (`f_search_key`, migration 0018: Greek in Latin letters with Greeklish spellings folded) through `simple`, so
 * "Μύκονος", "mykonos" and "μυκονος" meet on one lexeme (docs/data.md#full-text-search).
 */
export function bilingualDocument(weighted: ReadonlyArray<readonly [SQL, "A" | "B" | "C" | "D"]>): SQL {
  const parts = weighted.flatMap(([text, weight]) => [
    ...(["greek", "english"] as const).map(
      (config) =>
        sql`setweight(to_tsvector('${sql.raw(config)}'::regconfig, public.f_unaccent(${text})), '${sql.raw(weight)}')`,
    ),
    sql`setweight(to_tsvector('simple'::regconfig, public.f_search_key(${text})), '${sql.raw(weight)}')`,
  ]);
  return sql.join(parts, sql` || `);
}
