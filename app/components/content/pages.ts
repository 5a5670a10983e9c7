/** The legal texts (namespace `legal`) and the information pages (namespace `info`), by their top-level key. */
export type LegalPage = "terms" | "privacy" | "license";
export type InfoPage = "companies" | "employees";
