/**
 * The product's one PostgreSQL schema (Drizzle). Tables live in ./tables by area; this module is what
 * drizzle-kit reads and what `db` is typed with. Column names are snake_case in SQL, camelCase in code.
 */
export * from "./tables/users";
export * from "./tables/employees";
export * from "./tables/companies";
export * from "./tables/jobs";
export * from "./tables/billing";
export * from "./tables/messages";
export * from "./tables/conversations";
export * from "./tables/relations";
export * from "./tables/interviews";
export * from "./tables/season";
export * from "./tables/alerts";
