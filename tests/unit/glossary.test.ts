import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** docs/glossary.md: the words it replaced stay out of the Greek interface. */
const REPLACED: readonly [RegExp, string][] = [
  [/εταιρ[εί]/i, "επιχείρηση (company)"],
  [/προεπιλογ/i, "προκρίθηκε / προκρίνω (shortlisted / shortlist)"],
  [/σύντομη λίστα/i, "προκρίθηκε (shortlisted)"],
  [/ανάκληση/i, "απόσυρση (withdraw)"],
  [/OpenStreetMap (contributors|συντελεστ)/i, "συντελεστές του OpenStreetMap"],
  [/πλάνο/i, "πακέτο (plan)"],
];

const dir = new URL("../../locales/gr/", import.meta.url);

describe("the Greek glossary", () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    it(`locales/gr/${file} uses the glossary's words`, () => {
      const text = readFileSync(new URL(file, dir), "utf8");
      const found = REPLACED.filter(([pattern]) => pattern.test(text)).map(([pattern, word]) => `${pattern} → ${word}`);
      expect(found).toEqual([]);
    });
  }
});
