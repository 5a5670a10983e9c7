/**
 * The web tier's one translator of API errors (app/lib/api/api-errors.server.ts, docs/errors.md): a code is said in
 * the reader's language, on the form's fields where a 400 names them, and every code of the contract's catalogue
 * has words in both languages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "#contract/api-errors";
import { translateApiError } from "~/lib/api/api-errors.server";
import { ApiError } from "~/lib/api/client.server";

const words = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/refusals.json`, import.meta.url), "utf8"));

describe("the catalogue in both languages", () => {
  it("has words for every code of the contract, and for nothing else", () => {
    for (const locale of ["en", "gr"]) {
      expect(Object.keys(words(locale)).sort(), locale).toEqual(Object.keys(API_ERRORS).sort());
    }
  });

  it("names in the words the parameters each text is built from", () => {
    for (const locale of ["en", "gr"]) {
      for (const [code, text] of Object.entries(API_ERRORS)) {
        if (typeof text === "string") continue;
        const translated = words(locale)[code] ?? "";
        const source = text.toString();
        for (const param of ["min", "max"]) {
          if (source.includes(`params.${param}`)) expect(translated, `${locale} ${code}`).toContain(`{{${param}}}`);
        }
      }
    }
  });
});

describe("translateApiError", () => {
  it("says a detail error's code in the reader's language", () => {
    const error = new ApiError(404, { detail: "Not found.", code: "not_found" });
    expect(translateApiError(error, "en").message).toBe(
      "This no longer exists: it may have been deleted in the meantime.",
    );
    expect(translateApiError(error, "gr").message).toBe("Αυτό δεν υπάρχει πια: ίσως διαγράφηκε στο μεταξύ.");
  });

  it("puts a 400's coded messages on the form's fields, with their parameters, and the rest above the form", () => {
    const error = new ApiError(400, {
      title: ["Ensure this field has no more than 200 characters."],
      salary: ["A valid number is required."],
      non_field_errors: ["Invalid value."],
      codes: {
        title: [{ code: "too_long", params: { max: 200 } }],
        salary: [{ code: "invalid_number" }],
        non_field_errors: [{ code: "invalid" }],
      },
    });
    const greek = translateApiError(error, "gr", { fields: ["title"] });
    expect(greek.fieldErrors).toEqual({ title: ["Γράψτε το πολύ 200 χαρακτήρες."] });
    expect(greek.formErrors).toEqual([
      "Γράψτε έναν αριθμό.",
      "Ελέγξτε αυτό το πεδίο: δεν έχει μορφή που μπορούμε να διαβάσουμε.",
    ]);
    expect(greek.message).toBe("Γράψτε έναν αριθμό.");
  });

  it("says when to try again for a throttle, in words", () => {
    const error = new ApiError(429, { detail: "x", code: "throttled", params: { seconds: 900 } }, 900);
    expect(translateApiError(error, "en").message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(translateApiError(error, "gr").message).toBe("Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 15 λεπτά.");
  });

  it("never shows the API's English text: an unknown code, or none, reads as the common words of its status", () => {
    const unknown = new ApiError(409, { detail: "Something new happened.", code: "something_new" });
    expect(translateApiError(unknown, "gr").message).toBe(
      "Αυτό άλλαξε στο μεταξύ. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.",
    );
    const uncoded = new ApiError(400, { title: ["Some English text."] });
    expect(translateApiError(uncoded, "gr", { fields: ["title"] }).fieldErrors).toEqual({
      title: ["Αυτό δεν έγινε δεκτό. Ελέγξτε τι συμπληρώσατε και δοκιμάστε ξανά."],
    });
  });
});
