/**
 * From what the map shows to the API's `bounding_box` (spec section 5: `lng_min,lat_min,lng_max,lat_max`).
 * Browser-safe and pure (unit-tested in tests/unit/map-bounds.test.ts); docs/jobs.md#the-map.
 */
import type { BoundingBox } from "#contract/job-filters";

/** The edges of the visible area as Leaflet reports them (`getWest()`...): longitudes may run past ±180. */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Six decimals (about 10 cm), the precision the filter parser keeps. */
const PRECISION = 1e6;

/**
 * The box to ask for: latitudes clamped to ±90; a view wider than the world, or one that crosses the
 * antimeridian (the API takes one box, minimum at most maximum), asks for every longitude. Edges round
 * outwards, so a job on the edge of the view stays in.
 */
export function boundingBoxOfView(view: MapView): BoundingBox {
  const lat_min = clamp(floor6(Math.min(view.south, view.north)), -90, 90);
  const lat_max = clamp(ceil6(Math.max(view.south, view.north)), -90, 90);
  const width = view.east - view.west;
  if (!(width < 360) || width < 0) return { lng_min: -180, lat_min, lng_max: 180, lat_max };
  const west = wrapLongitude(view.west);
  const east = west + width;
  if (east > 180) return { lng_min: -180, lat_min, lng_max: 180, lat_max };
  return { lng_min: clamp(floor6(west), -180, 180), lat_min, lng_max: clamp(ceil6(east), -180, 180), lat_max };
}

/** `lng_min,lat_min,lng_max,lat_max`, each number in plain decimals (never an exponent). */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.lng_min, box.lat_min, box.lng_max, box.lat_max].map(formatDegrees).join(",");
}

/** The area to show first: the given box, else the jobs' extent, else the world. [[south, west], [north, east]]. */
export function initialView(
  jobs: ReadonlyArray<{ latitude: number; longitude: number }>,
  box: BoundingBox | null,
): [[number, number], [number, number]] {
  if (box)
    return [
      [box.lat_min, box.lng_min],
      [box.lat_max, box.lng_max],
    ];
  if (jobs.length === 0)
    return [
      [-60, -180],
      [75, 180],
    ];
  const latitudes = jobs.map((job) => job.latitude);
  const longitudes = jobs.map((job) => job.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}

function formatDegrees(value: number): string {
  // toFixed never uses an exponent; trailing zeros go so the query stays short.
  const fixed = (Math.round(value * PRECISION) / PRECISION + 0).toFixed(6);
  return fixed.replace(/\.?0+$/, "") || "0";
}

/** Into [-180, 180). */
function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

const floor6 = (value: number) => Math.floor(Math.round(value * PRECISION * 1000) / 1000) / PRECISION;
const ceil6 = (value: number) => Math.ceil(Math.round(value * PRECISION * 1000) / 1000) / PRECISION;
// + 0 turns -0 into 0, as the filter parser does.
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value)) + 0;
