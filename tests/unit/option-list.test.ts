import { describe, expect, it } from "vitest";
import { PLACES } from "../../contract/places";
import { COUNTRY_CODES } from "../../contract/countries";
import { joinOptions, splitOptions } from "~/components/forms/option-list";
import { placeGroups, placeLabel } from "~/components/job-editor/place-options";
import { placeOptionsHtml } from "~/lib/jobs/place-options.server";
import { languageOptionsHtml } from "~/lib/forms/options-html.server";
import { SPOKEN_LANGUAGE_CODES } from "../../contract/languages";
import { countryOptions } from "~/components/signup/country-options";

describe("option lists sent as one string", () => {
  it("gives back the pairs it was given, in order", () => {
    const pairs: Array<[string, string]> = [
      ["santorini-oia", "Oia (Santorini)"],
      ["GR", "Ελλάδα"],
    ];
    expect(splitOptions(joinOptions(pairs))).toEqual(pairs);
    expect(splitOptions(joinOptions([]))).toEqual([]);
  });

  it("refuses a value or label that holds a separator", () => {
    expect(() => joinOptions([["a|b", "A"]])).toThrow();
    expect(() => joinOptions([["a", "A~B"]])).toThrow();
  });

  it("lists every place of the gazetteer once, named in the reader's language", () => {
    for (const locale of ["en", "gr"] as const) {
      const places = placeGroups(locale).flatMap((group) => group.places);
      expect(places.map(([id]) => id).sort()).toEqual(PLACES.map((place) => place.id).sort());
      const oia = PLACES.find((place) => place.id === "santorini-oia");
      expect(oia).toBeDefined();
      if (oia) expect(places).toContainEqual(["santorini-oia", placeLabel(oia, locale)]);
    }
  });

  it("writes the place select's options as HTML: the empty choice, a group per region, the place selected", () => {
    const html = placeOptionsHtml("gr", "santorini-oia", "Διαλέξτε <τόπο>");
    expect(html.startsWith('<option value="">Διαλέξτε &lt;τόπο&gt;</option><optgroup label="')).toBe(true);
    expect(html.match(/<option /g)).toHaveLength(PLACES.length + 1);
    expect(html.match(/<optgroup /g)).toHaveLength(placeGroups("gr").length);
    expect(html.match(/ selected=""/g)).toHaveLength(1);
    expect(html).toContain('<option value="santorini-oia" selected="">Οία (Σαντορίνη)</option>');
    expect(placeOptionsHtml("en", "", "Choose")).toContain('<option value="" selected="">Choose</option>');
  });

  it("writes the job editor's language select as HTML: no language first, every language named in the reader's language, the row's one selected", () => {
    const html = languageOptionsHtml("gr", "de", "Καμία");
    expect(html.startsWith('<option value="">Καμία</option>')).toBe(true);
    expect(html.match(/<option /g)).toHaveLength(SPOKEN_LANGUAGE_CODES.length + 1);
    expect(html.match(/ selected=""/g)).toHaveLength(1);
    expect(html).toContain('<option value="de" selected="">Γερμανικά</option>');
    expect(languageOptionsHtml("en", "", "None")).toContain('<option value="" selected="">None</option>');
    expect(languageOptionsHtml("en", "", "None")).toContain('<option value="el">Greek</option>');
  });

  it("carries every country, sorted by its name", () => {
    const countries = splitOptions(countryOptions("en"));
    expect(countries.map(([code]) => code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(countries).toContainEqual(["GR", "Greece"]);
  });
});
