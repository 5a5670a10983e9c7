/**
 * Values that test a layout rather than show a typical posting (issue 20): what people do write into a name, a
 * title or a company name, and what a phone must wrap instead of scrolling sideways. The demo data holds them (so
 * the screenshots show them) and the browser tests make them again through the API (tests/e2e/phone.spec.ts).
 */

/** A worker's name: a Greek double surname, a Latin one and an emoji. */
export const LONG_PERSON_NAME = { first: "Ελένη 🌻", last: "Παπαδοπούλου-Smith" } as const;

/** Sixty letters without a space or a hyphen: a word no line can hold whole on a 320 px phone. */
export const LONG_GREEK_WORD = "Ξενοδοχειοϋπαλληλοσερβιτοροκαμαριεροβοηθομαγειροναυαγοσώστης";
export const LONG_LATIN_WORD = "AegeanBlueSunsetBeachBarRestaurantCocktailLoungeAndSuitesOia";

/** A job title, a company name and a place with the long words in them. */
export const LONG_JOB_TITLE = `Σερβιτόρος ${LONG_GREEK_WORD}`;
export const LONG_COMPANY_NAME = LONG_LATIN_WORD;
export const LONG_HEADLINE = `Σερβιτόρα και ${LONG_GREEK_WORD}, πέντε σεζόν`;
