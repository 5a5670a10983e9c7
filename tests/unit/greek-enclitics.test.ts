import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The Greek accent rule for weak pronouns (issue 20): after a word stressed on its third syllable from the end, a
 * following "σας", "μας", "σου" or "μου" takes one of two accents, never none.
 * - It belongs to the word (possessive): the word takes a second accent on its last syllable, "η επιχείρησή σας",
 *   "η αίτησή σας", "το μήνυμά σας".
 * - It is the object of the verb that follows: the pronoun takes the accent, "η επιχείρηση σάς προέκρινε".
 * "του", "της" and "τους" are left out: they are articles as often ("η διεύθυνση της επιχείρησης").
 */
const ACCENTED = /[άέήίόύώΐΰ]/u;
const VOWEL = /[αεηιουωάέήίόύώϊϋΐΰ]/u;
const WORD_BEFORE_PRONOUN = /([\p{L}]+) (σας|μας|σου|μου)(?!\p{L})/gu;

/** Syllables after the stressed one, counting a run of unstressed vowels as one ("αι", "ου", "ια"); 0 if the word has a second accent already. */
function syllablesAfterStress(word: string): number {
  const letters = [...word.toLowerCase()];
  const stress = letters.findIndex((letter) => ACCENTED.test(letter));
  if (stress < 0 || letters.slice(stress + 1).some((letter) => ACCENTED.test(letter))) return 0;
  let count = 0;
  let inVowel = false;
  for (const letter of letters.slice(stress + 1)) {
    const vowel = VOWEL.test(letter);
    if (vowel && !inVowel) count += 1;
    inVowel = vowel;
  }
  return count;
}

/** Each "word pronoun" in `text` that lacks the accent the rule asks for. */
function missingEncliticAccents(text: string): string[] {
  return [...text.matchAll(WORD_BEFORE_PRONOUN)]
    .filter((match) => syllablesAfterStress(match[1]) >= 2)
    .map((match) => match[0]);
}

describe("the enclitic accent rule", () => {
  it("asks for an accent after a word stressed on its third syllable from the end", () => {
    expect(missingEncliticAccents("Η επιχείρηση σας περνά στο Δωρεάν πακέτο.")).toEqual(["επιχείρηση σας"]);
    expect(missingEncliticAccents("Η αίτηση σας στάλθηκε. Το μήνυμα μου.")).toEqual(["αίτηση σας", "μήνυμα μου"]);
    expect(missingEncliticAccents("Η επιχείρηση σας προέκρινε.")).toEqual(["επιχείρηση σας"]);
  });

  it("leaves alone what is written right", () => {
    const right = [
      "Η επιχείρησή σας περνά στο Δωρεάν πακέτο.",
      "Η επιχείρηση σάς προέκρινε.",
      "το προφίλ σας, ο λογαριασμός σας, η ομάδα σας, τα δεδομένα σας, η ιστορία σας",
      "η διεύθυνση της επιχείρησης, τις αιτήσεις σας, καινούργια μας",
    ];
    for (const text of right) expect(missingEncliticAccents(text), text).toEqual([]);
  });

  const dir = new URL("../../locales/gr/", import.meta.url);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    it(`holds in locales/gr/${file}`, () => {
      expect(missingEncliticAccents(readFileSync(new URL(file, dir), "utf8"))).toEqual([]);
    });
  }
});
