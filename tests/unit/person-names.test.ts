/**
 * Names hold no link and no formula (issue 19, docs/sessions-and-accounts.md#sign-up): real Greek and Latin names pass,
 * anything holding a generated URL, domain or e-mail address fails, and a provider's name is cleaned into one that
 * passes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsLink, isPlainName, plainNameOf } from "../../contract/person-names";

const GREEK = [
  "Ελ",
  "ένη",
  "Παπ",
  "αδ",
  "άκη",
  "Γεώρ",
  "γιος",
  "Μαρ",
  "ία",
  "Νί",
  "κος",
  "Χρυ",
  "σού",
  "λα",
  "Ιω",
  "άν",
  "νης",
  "Ξαν",
  "θή",
  "Ψα",
  "ρρ",
  "ός",
];
const LATIN = [
  "An",
  "na",
  "Mar",
  "ie",
  "Jo",
  "hn",
  "Mc",
  "Do",
  "nald",
  "Lu",
  "ïs",
  "Ga",
  "lar",
  "za",
  "Schmi",
  "dt",
  "Ber",
  "nard",
  "Øst",
  "er",
];

/** A word of two to four syllables of one script, capitalised like a name. */
const word = (syllables: string[]) =>
  fc.array(fc.constantFrom(...syllables), { minLength: 2, maxLength: 4 }).map((parts) => {
    const joined = parts.join("").toLocaleLowerCase("el");
    return joined.charAt(0).toLocaleUpperCase("el") + joined.slice(1);
  });

/** A name part as people write them: plain, hyphenated, with an apostrophe, or an initial with its dot. */
const namePart = (syllables: string[]) =>
  fc.oneof(
    word(syllables),
    fc.tuple(word(syllables), word(syllables)).map(([a, b]) => `${a}-${b}`),
    word(syllables).map((w) => `O'${w}`),
    word(syllables).map((w) => `D’${w}`),
    word(syllables).map((w) => `${w.charAt(0)}.`),
  );

/** A full name of one to three parts, Greek or Latin, initials like "Μ." and "J. R." included. */
const realName = fc.oneof(
  fc.array(namePart(GREEK), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" ")),
  fc.array(namePart(LATIN), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" ")),
);

/** Something an auto-linker links: a URL, a bare domain, `www.` and a host, an e-mail address. */
const link = fc.oneof(
  fc.webUrl(),
  fc.domain(),
  fc.domain().map((host) => `www.${host}`),
  fc.emailAddress(),
  fc.domain().map((host) => host.toUpperCase()),
);

describe("isPlainName", () => {
  it("passes real-looking Greek and Latin names", () => {
    fc.assert(fc.property(realName, (name) => isPlainName(name)));
  });

  it("refuses any name holding a generated URL, domain or e-mail address, wherever it sits", () => {
    fc.assert(
      fc.property(realName, link, fc.nat(), fc.constantFrom("", " "), (name, url, at, gap) => {
        const cut = at % (name.length + 1);
        return !isPlainName(`${name.slice(0, cut)}${gap}${url}${gap}${name.slice(cut)}`);
      }),
    );
  });

  it("refuses a formula start, whatever the name after it", () => {
    fc.assert(
      fc.property(
        realName,
        fc.constantFrom("=", "+", "-", "@", " =", "＝", "＋"),
        (name, start) => !isPlainName(`${start}${name}`),
      ),
    );
  });

  it.each([
    "Μ.",
    "J. R. R. Tolkien",
    "J.R.R.",
    "St. John",
    "Ph.D.",
    "Παπαδοπούλου-Σμιθ",
    "D’Angelo",
    "O'Brien",
    "Jean-Luc",
    "Zoë 2",
    "Άννα-Μαρία",
  ])("passes %j", (name) => {
    expect(isPlainName(name)).toBe(true);
  });

  it.each([
    '=HYPERLINK("http://x","y")',
    "http://evil.test",
    "hxxp://evil",
    "www.evil",
    "WWW.EVIL",
    "evil.test",
    "x.co",
    "παράδειγμα.ελ",
    "evil。test",
    "evil．test",
    "evil\u200B.test",
    "e\u2060vil.\u200Btest",
    "10.0.0.1",
    "bob@evil.test",
    "Μ.Παπαδάκη",
    "-Bob",
    "@bob",
    "+30 690",
  ])("refuses %j", (name) => {
    expect(isPlainName(name)).toBe(false);
  });
});

describe("plainNameOf", () => {
  it("keeps real names as they are", () => {
    fc.assert(fc.property(realName, (name) => plainNameOf(name) === name));
  });

  it("always gives a name that passes, whatever the provider sent", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (name) => isPlainName(plainNameOf(name))));
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 80 }), (name) => isPlainName(plainNameOf(name))));
    fc.assert(
      fc.property(realName, link, realName, (before, url, after) => {
        const cleaned = plainNameOf(`${before} ${url} ${after}`);
        return isPlainName(cleaned) && cleaned === `${before} ${after}`;
      }),
    );
  });

  it.each([
    ['=HYPERLINK("http://x","y")', ""],
    ["Eleni www.evil.test", "Eleni"],
    ["- Bob", "Bob"],
    ["=+Maria evil.test Papadaki", "Maria Papadaki"],
    ["http://evil.test", ""],
  ])("%j → %j", (name, stored) => {
    expect(plainNameOf(name)).toBe(stored);
  });
});

describe("holdsLink", () => {
  it("reads text as it is: a zero-width space after the dot breaks a link (the mails' defence)", () => {
    expect(holdsLink("see evil.test")).toBe(true);
    expect(holdsLink("see evil.\u200Btest")).toBe(false);
    expect(holdsLink("http:\u200B//evil")).toBe(false);
  });
});
