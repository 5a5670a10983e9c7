import { describe, expect, it } from "vitest";
import { jobSeason } from "~/components/jobs/JobSeason";
import { getFixedT } from "~/lib/i18n/i18next.server";

/**
 * Issue 20: a job's cards and its page say its dates with one formatter, so an open-ended job reads "… – end by
 * arrangement" on its card as on its page, never a bare day that looks like the end.
 */
const text = (season: ReturnType<typeof jobSeason>) => season?.map((end) => end.text).join(" – ") ?? null;

describe("a job's season as cards and job pages say it", () => {
  const en = getFixedT("en", "jobs");
  const gr = getFixedT("gr", "jobs");

  it("gives both days, each with its ISO date for <time>", () => {
    const season = jobSeason({ start_date: "2026-06-01", end_date: "2026-10-31" }, "en", en);
    expect(season).toEqual([
      { text: "1 June 2026", dateTime: "2026-06-01" },
      { text: "31 October 2026", dateTime: "2026-10-31" },
    ]);
    expect(text(jobSeason({ start_date: "2026-06-01", end_date: "2026-10-31" }, "gr", gr))).toBe(
      "1 Ιουνίου 2026 – 31 Οκτωβρίου 2026",
    );
  });

  it("says an open end is by arrangement, in both languages", () => {
    expect(text(jobSeason({ start_date: "2027-01-26", end_date: null }, "en", en))).toBe(
      "26 January 2027 – end by arrangement",
    );
    expect(text(jobSeason({ start_date: "2027-01-26", end_date: null }, "gr", gr))).toBe(
      "26 Ιανουαρίου 2027 – λήξη κατόπιν συνεννόησης",
    );
    expect(jobSeason({ start_date: "2027-01-26", end_date: null }, "en", en)?.[1]).toEqual({
      text: "end by arrangement",
      dateTime: null,
    });
  });

  it("says an open start is by arrangement, and gives nothing for a job without dates", () => {
    expect(text(jobSeason({ start_date: null, end_date: "2026-10-31" }, "en", en))).toBe(
      "Start by arrangement – 31 October 2026",
    );
    expect(jobSeason({ start_date: null, end_date: null }, "en", en)).toBeNull();
  });
});
