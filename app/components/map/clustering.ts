/**
 * Marker clustering for the job map (docs/jobs.md#the-map): jobs closer than a radius
 * in screen pixels at the current zoom become one marker. A greedy grid clustering, as Google's
 * MarkerClusterer does it: each job joins the first cluster whose anchor is within the radius (looked up in
 * the neighbouring grid cells only), or starts a new one. Pure and browser-safe: the projection is Leaflet's
 * default (Web Mercator, 256-pixel tiles), computed here so tests need no map.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface Cluster<T extends MapPoint> {
  /** In input order; a single item is a job marker, more are a cluster marker. */
  items: T[];
  /** The mean position of the items: where the marker goes. */
  latitude: number;
  longitude: number;
  /** The items' extent, for zooming in on a click: [[south, west], [north, east]]. */
  bounds: [[number, number], [number, number]];
}

export const TILE_SIZE = 256;
/** Web Mercator stops short of the poles (EPSG:3857's limit). */
const MAX_LATITUDE = 85.0511287798;

/** The position of a point in world pixels at `zoom`, as Leaflet's `map.project` gives it for EPSG:3857. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Groups `points` so no two markers at `zoom` are closer than about `radius` pixels. */
export function clusterByDistance<T extends MapPoint>(
  points: readonly T[],
  zoom: number,
  radius: number,
): Array<Cluster<T>> {
  const groups: Array<{ x: number; y: number; items: T[] }> = [];
  // Grid cells of the radius's size: a point's anchor can only be in its own cell or the eight around it.
  const cells = new Map<string, number[]>();
  const cellOf = (value: number) => Math.floor(value / radius);
  for (const point of points) {
    const { x, y } = worldPixel(point.latitude, point.longitude, zoom);
    const group = nearestGroup(groups, cells, cellOf(x), cellOf(y), x, y, radius);
    if (group) {
      group.items.push(point);
      continue;
    }
    const key = `${cellOf(x)}:${cellOf(y)}`;
    cells.set(key, [...(cells.get(key) ?? []), groups.length]);
    groups.push({ x, y, items: [point] });
  }
  return groups.map(({ items }) => summarize(items));
}

function nearestGroup<T>(
  groups: Array<{ x: number; y: number; items: T[] }>,
  cells: Map<string, number[]>,
  column: number,
  row: number,
  x: number,
  y: number,
  radius: number,
): { x: number; y: number; items: T[] } | undefined {
  let best: { x: number; y: number; items: T[] } | undefined;
  let bestDistance = Infinity;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      for (const index of cells.get(`${column + dx}:${row + dy}`) ?? []) {
        const group = groups[index];
        const distance = Math.hypot(group.x - x, group.y - y);
        if (distance <= radius && distance < bestDistance) {
          best = group;
          bestDistance = distance;
        }
      }
    }
  }
  return best;
}

function summarize<T extends MapPoint>(items: T[]): Cluster<T> {
  const latitudes = items.map((item) => item.latitude);
  const longitudes = items.map((item) => item.longitude);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    items,
    latitude: mean(latitudes),
    longitude: mean(longitudes),
    bounds: [
      [Math.min(...latitudes), Math.min(...longitudes)],
      [Math.max(...latitudes), Math.max(...longitudes)],
    ],
  };
}
