import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundingBoxOfView, formatBoundingBox, initialView } from "~/components/map/map-bounds";
import { parseJobFilters, WORLD_BOUNDS } from "#contract/job-filters";

const parseBox = (text: string) => parseJobFilters(new URLSearchParams({ bounding_box: text })).bounding_box;

describe("formatBoundingBox", () => {
  it("writes lng_min,lat_min,lng_max,lat_max in plain decimals", () => {
    expect(formatBoundingBox(WORLD_BOUNDS)).toBe("-180,-90,180,90");
    expect(formatBoundingBox({ lng_min: 19.5, lat_min: 34.8, lng_max: 28.25, lat_max: 41.75 })).toBe(
      "19.5,34.8,28.25,41.75",
    );
    expect(formatBoundingBox({ lng_min: 0.000001, lat_min: -0.0000001, lng_max: 1e-7, lat_max: 2 })).toBe(
      "0.000001,0,0,2",
    );
  });

  it("reads back as the same box through the filter parser", () => {
    const degrees = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
    fc.assert(
      fc.property(degrees(180), degrees(90), degrees(180), degrees(90), (a, b, c, d) => {
        const box = boundingBoxOfView({
          west: Math.min(a, c),
          south: Math.min(b, d),
          east: Math.max(a, c),
          north: Math.max(b, d),
        });
        const text = formatBoundingBox(box);
        expect(text).not.toMatch(/e/i);
        expect(parseBox(text)).toEqual(box);
      }),
    );
  });
});

describe("boundingBoxOfView", () => {
  it.each([
    {
      what: "keeps a view of Greece as it is, edges rounded outwards to six decimals",
      view: { west: 19.1234567, south: 34.9876543, east: 28.1, north: 41.7 },
      box: { lng_min: 19.123456, lat_min: 34.987654, lng_max: 28.1, lat_max: 41.7 },
    },
    {
      what: "asks for every longitude when the view is wider than the world",
      view: { west: -300, south: -80, east: 400, north: 80 },
      box: { lng_min: -180, lat_min: -80, lng_max: 180, lat_max: 80 },
    },
    {
      what: "wraps a view that was panned around the world",
      view: { west: 379.5, south: 35, east: 388, north: 40 },
      box: { lng_min: 19.5, lat_min: 35, lng_max: 28, lat_max: 40 },
    },
  ])("$what", ({ view, box }) => {
    expect(boundingBoxOfView(view)).toEqual(box);
  });

  it("clamps latitudes Leaflet reports past the poles", () => {
    const box = boundingBoxOfView({ west: -10, south: -95.5, east: 10, north: 91 });
    expect(box.lat_min).toBe(-90);
    expect(box.lat_max).toBe(90);
  });

  it("asks for every longitude across the antimeridian (one box cannot hold both sides)", () => {
    const box = boundingBoxOfView({ west: 170, south: -20, east: 190, north: 10 });
    expect([box.lng_min, box.lng_max]).toEqual([-180, 180]);
  });

  it("always gives a box the API accepts", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 800, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (west, width, south, north) => {
          const box = boundingBoxOfView({ west, east: west + width, south, north });
          expect(parseBox(formatBoundingBox(box))).toEqual(box);
        },
      ),
    );
  });
});

describe("initialView", () => {
  it("shows the given box, else the jobs, else most of the world", () => {
    const box = { lng_min: 20, lat_min: 35, lng_max: 26, lat_max: 40 };
    expect(initialView([], box)).toEqual([
      [35, 20],
      [40, 26],
    ]);
    expect(
      initialView(
        [
          { latitude: 35.5, longitude: 24 },
          { latitude: 39.6, longitude: 19.9 },
        ],
        null,
      ),
    ).toEqual([
      [35.5, 19.9],
      [39.6, 24],
    ]);
    expect(initialView([], null)).toEqual([
      [-60, -180],
      [75, 180],
    ]);
  });
});
