/**
 * The islands and regions the list can be narrowed to. Values are the Latin names jobs store in `area`, which
 * the API's `location` filter matches whatever language a job was posted in; labels are translated
 * (`jobs:areas.<value>`). Ios is left out: as a piece of text it also matches "Agios …" towns
 * (docs/jobs.md#the-filter-form).
 */
export const ISLANDS = [
  "Crete",
  "Rhodes",
  "Santorini",
  "Mykonos",
  "Naxos",
  "Paros",
  "Milos",
  "Syros",
  "Corfu",
  "Zakynthos",
  "Kefalonia",
  "Lefkada",
  "Kos",
  "Skiathos",
  "Hydra",
] as const;

export const MAINLAND_AREAS = ["Attica", "Halkidiki", "Thessaloniki", "Argolis", "Preveza"] as const;

export type Area = (typeof ISLANDS)[number] | (typeof MAINLAND_AREAS)[number];

export function isArea(value: string): value is Area {
  return (ISLANDS as readonly string[]).includes(value) || (MAINLAND_AREAS as readonly string[]).includes(value);
}
