import { describe, expect, it } from "vitest";
import { PLACES as DEMO_PLACES } from "../../api/db/demo/places";
import { ISLANDS, MAINLAND_AREAS } from "../../app/routes/jobs._index/areas";
import { areaNameEl, distanceKm, PLACE_REGIONS, PLACES, placeById, placeOf } from "../../contract/places";

/** The gazetteer that ships with the product (docs/jobs.md#posting-and-editing). */
describe("places", () => {
  it("has a few hundred places with unique ids, each in a listed region", () => {
    expect(PLACES.length).toBeGreaterThan(250);
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
    const regions = new Set(PLACE_REGIONS.map((region) => region.id));
    for (const place of PLACES) expect(regions.has(place.region)).toBe(true);
  });

  it("puts every place inside Greece, with a Greek name", () => {
    for (const place of PLACES) {
      expect(place.latitude, place.id).toBeGreaterThan(34.7);
      expect(place.latitude, place.id).toBeLessThan(41.8);
      expect(place.longitude, place.id).toBeGreaterThan(19.3);
      expect(place.longitude, place.id).toBeLessThan(29.7);
      expect(place.nameEl, place.id).toMatch(/^[\u0370-\u03ff\u1f00-\u1fff ]+$|^Costa Navarino$/);
      expect(areaNameEl(place.area), place.id).toMatch(/^[\u0370-\u03ff\u1f00-\u1fff ]+$/);
    }
  });

  it("covers every area the job filters offer and every place of the demo jobs, near their coordinates", () => {
    const areas = new Set(PLACES.map((place) => place.area));
    for (const area of [...ISLANDS, ...MAINLAND_AREAS]) expect(areas.has(area), area).toBe(true);
    for (const demo of Object.values(DEMO_PLACES)) {
      const place = placeOf(demo);
      expect(place, demo.city).toBeDefined();
      if (place) expect(distanceKm(place, demo)).toBeLessThan(2);
    }
  });

  it("finds places by id and measures distances", () => {
    expect(placeById("santorini-oia")?.name).toBe("Oia");
    expect(placeById("mykonos")?.area).toBe("Mykonos");
    expect(placeById("nowhere")).toBeUndefined();
    const [athens, heraklion] = [placeById("attica-athens"), placeById("crete-heraklion")];
    expect(athens && heraklion ? distanceKm(athens, heraklion) : 0).toBeGreaterThan(300);
  });
});
