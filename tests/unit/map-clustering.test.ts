import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clusterByDistance, worldPixel } from "~/components/map/clustering";

type Job = { id: number; latitude: number; longitude: number };

const CHANIA: Job = { id: 1, latitude: 35.5138, longitude: 24.018 };
const HERAKLION: Job = { id: 2, latitude: 35.3387, longitude: 25.1442 };
const CORFU: Job = { id: 3, latitude: 39.6243, longitude: 19.9217 };
const RADIUS = 48;

const ids = (clusters: ReturnType<typeof clusterByDistance<Job>>) =>
  clusters.map((cluster) => cluster.items.map((job) => job.id));

describe("worldPixel", () => {
  it("projects as Leaflet's Web Mercator does", () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, 180, 1)).toEqual({ x: 512, y: 256 });
    const north = worldPixel(85.0511287798, -180, 0);
    expect(north.x).toBe(0);
    expect(north.y).toBeCloseTo(0, 6);
    // Leaflet's SphericalMercator written its own way: y = R·ln(tan(π/4 + φ/2)), scaled by 0.5/(πR).
    const scale = 256 * 2 ** 6;
    const phi = (CHANIA.latitude * Math.PI) / 180;
    const chania = worldPixel(CHANIA.latitude, CHANIA.longitude, 6);
    expect(chania.x).toBeCloseTo(((CHANIA.longitude + 180) / 360) * scale, 9);
    expect(chania.y).toBeCloseTo(scale * (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)), 6);
  });
});

describe("clusterByDistance", () => {
  it("merges towns that are close on screen and splits them when zoomed in", () => {
    expect(ids(clusterByDistance([CHANIA, HERAKLION, CORFU], 4, RADIUS))).toEqual([[1, 2], [3]]);
    expect(ids(clusterByDistance([CHANIA, HERAKLION, CORFU], 8, RADIUS))).toEqual([[1], [2], [3]]);
    expect(ids(clusterByDistance([CHANIA, HERAKLION, CORFU], 1, RADIUS))).toEqual([[1, 2, 3]]);
  });

  it("never splits jobs at the same place, at any zoom", () => {
    const twin = { ...CHANIA, id: 9 };
    expect(ids(clusterByDistance([CHANIA, twin], 18, RADIUS))).toEqual([[1, 9]]);
  });

  it("places a cluster at its jobs' mean position and knows their extent", () => {
    const [cluster] = clusterByDistance([CHANIA, HERAKLION], 4, RADIUS);
    expect(cluster.latitude).toBeCloseTo((35.5138 + 35.3387) / 2, 9);
    expect(cluster.longitude).toBeCloseTo((24.018 + 25.1442) / 2, 9);
    expect(cluster.bounds).toEqual([
      [35.3387, 24.018],
      [35.5138, 25.1442],
    ]);
  });

  it("gives nothing for no jobs", () => {
    expect(clusterByDistance([], 5, RADIUS)).toEqual([]);
  });

  it("puts every job in exactly one cluster, each within the radius of its cluster's first job", () => {
    const job = fc.record({
      latitude: fc.double({ min: 34, max: 42, noNaN: true }),
      longitude: fc.double({ min: 19, max: 29, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 80 }), fc.integer({ min: 0, max: 18 }), (points, zoom) => {
        const jobs = points.map((point, id) => ({ ...point, id }));
        const clusters = clusterByDistance(jobs, zoom, RADIUS);
        expect(clusters.flatMap((cluster) => cluster.items.map((item) => item.id)).sort((a, b) => a - b)).toEqual(
          jobs.map((item) => item.id),
        );
        for (const cluster of clusters) {
          const anchor = worldPixel(cluster.items[0].latitude, cluster.items[0].longitude, zoom);
          for (const item of cluster.items) {
            const at = worldPixel(item.latitude, item.longitude, zoom);
            expect(Math.hypot(at.x - anchor.x, at.y - anchor.y)).toBeLessThanOrEqual(RADIUS);
          }
        }
      }),
    );
  });

  it("leaves no two cluster anchors within the radius of each other", () => {
    const job = fc.record({
      latitude: fc.double({ min: 35, max: 36, noNaN: true }),
      longitude: fc.double({ min: 24, max: 26, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 60 }), fc.integer({ min: 3, max: 12 }), (jobs, zoom) => {
        const anchors = clusterByDistance(jobs, zoom, RADIUS).map((cluster) =>
          worldPixel(cluster.items[0].latitude, cluster.items[0].longitude, zoom),
        );
        for (let i = 0; i < anchors.length; i++) {
          for (let j = i + 1; j < anchors.length; j++) {
            expect(Math.hypot(anchors[i].x - anchors[j].x, anchors[i].y - anchors[j].y)).toBeGreaterThan(RADIUS);
          }
        }
      }),
    );
  });
});
