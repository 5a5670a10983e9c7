import { describe, expect, it } from "vitest";
import { jobPlace, livesInAnswer, placeLine, shortPlace, workerPlace } from "~/lib/place-line.server";

/**
 * One place line in the reader's language, each part once (issue 20, docs/data.md#full-text-search). The lines these
 * cases come from were on the site: "Ρόδος, Rhodes, Greece" on an English page, "Chania, Crete, Κρήτη, Ελλάδα" on a
 * Greek one, "Piraeus, Attica, Athens and Attica", and "Lives in: Heraklion, Crete, Heraklion".
 */
describe("jobPlace", () => {
  it("names a place the gazetteer knows in the reader's language, whichever language the company wrote it in", () => {
    const rhodes = { location: "Ρόδος", city: "Rhodes", area: "Rhodes", country: "GR" };
    expect(jobPlace(rhodes, "en")).toBe("Rhodes, Greece");
    expect(jobPlace(rhodes, "gr")).toBe("Ρόδος, Ελλάδα");
    const chania = { location: "Chania, Crete", city: "Chania", area: "Crete", country: "GR" };
    expect(jobPlace(chania, "gr")).toBe("Χανιά, Κρήτη, Ελλάδα");
    expect(jobPlace(chania, "en")).toBe("Chania, Crete, Greece");
  });

  it("says each part once: the area by its own name, not the job filter's label", () => {
    const piraeus = { location: "Piraeus, Attica", city: "Piraeus", area: "Attica", country: "GR" };
    expect(jobPlace(piraeus, "en")).toBe("Piraeus, Attica, Greece");
    expect(jobPlace(piraeus, "gr")).toBe("Πειραιάς, Αττική, Ελλάδα");
    const oia = { location: "Oia", city: "Oia", area: "Santorini", country: "GR" };
    expect(jobPlace(oia, "en")).toBe("Oia, Santorini, Greece");
    expect(jobPlace(oia, "gr")).toBe("Οία, Σαντορίνη, Ελλάδα");
  });

  it("keeps what the gazetteer does not know as it was written, and drops a part it already contains", () => {
    const beach = { location: "Agia Marina beach, Χανιά", city: "Chania", area: "Crete", country: "GR" };
    expect(jobPlace(beach, "en")).toBe("Agia Marina beach, Chania, Crete, Greece");
    expect(jobPlace(beach, "gr")).toBe("Agia Marina beach, Χανιά, Κρήτη, Ελλάδα");
    expect(jobPlace({ location: "Old Town, Chania", city: "Chania", area: "", country: "GR" }, "en")).toBe(
      "Old Town, Chania, Greece",
    );
    // "Elounda Bay Palace" already says Elounda; the country written as text is the country said last.
    expect(
      jobPlace({ location: "Elounda Bay Palace, Ελλάδα", city: "Elounda", area: "Crete", country: "GR" }, "en"),
    ).toBe("Elounda Bay Palace, Crete, Greece");
  });

  it("without the country for a card or a heading", () => {
    expect(shortPlace({ location: "Μύκονος", city: "Mykonos", area: "Mykonos" }, "en")).toBe("Mykonos");
    expect(shortPlace({ city: "Naoussa", area: "Paros" }, "gr")).toBe("Νάουσα, Πάρος");
  });
});

describe("where a worker lives", () => {
  it("reads the old two answers as one line, each part once, in the reader's language", () => {
    const profile = { location: "Heraklion, Crete", city: "Heraklion", country: "GR" };
    expect(workerPlace(profile, "en")).toBe("Heraklion, Crete, Greece");
    expect(workerPlace(profile, "gr")).toBe("Ηράκλειο, Κρήτη, Ελλάδα");
    expect(workerPlace({ location: "", city: "Iraklio", country: "GR" }, "en")).toBe("Heraklion, Greece");
    expect(workerPlace({ location: "", city: "", country: "" }, "en")).toBe("");
    expect(workerPlace({ location: "", city: "Sofia", country: "BG" }, "gr")).toBe("Sofia, Βουλγαρία");
  });

  it("is one answer in the form: the old two merged as the worker wrote them", () => {
    expect(livesInAnswer({ location: "Heraklion, Crete", city: "Heraklion" })).toBe("Heraklion, Crete");
    expect(livesInAnswer({ location: "", city: "Rethymno" })).toBe("Rethymno");
    expect(livesInAnswer({ location: "Ηράκλειο", city: "Heraklion" })).toBe("Ηράκλειο");
    expect(livesInAnswer({ location: "", city: "" })).toBe("");
  });
});

describe("placeLine", () => {
  it("ignores empty parts and extra spaces", () => {
    expect(placeLine(["  Fira ,, ", null, undefined, "Santorini"], "en")).toBe("Fira, Santorini");
  });

  it("is the job alert mail's place too: town and area once, in the follower's language", () => {
    expect(placeLine(["Rhodes", "Rhodes"], "gr")).toBe("Ρόδος");
    expect(placeLine(["Heraklion", "Crete"], "gr")).toBe("Ηράκλειο, Κρήτη");
    expect(placeLine(["Mykonos", "Mykonos"], "en")).toBe("Mykonos");
  });
});
