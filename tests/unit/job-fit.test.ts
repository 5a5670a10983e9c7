import { describe, expect, it } from "vitest";
import { jobFit } from "../../app/components/job/fit";

const job = { start_date: "2027-05-01", end_date: "2027-09-30", accommodation: "SHARED" as const };
const window = (from: string, to: string | null) => ({
  available_from: from,
  available_to: to,
  work_hours: null,
  notes: "",
});
const worker = (windows: ReturnType<typeof window>[], needs: boolean | null = null) => ({
  availability: windows,
  needs_accommodation: needs,
});

describe("the fit badges (areas.md)", () => {
  it("says the season fits when a window overlaps the job's dates, even by a day or open-ended", () => {
    expect(jobFit(job, worker([window("2027-06-01", "2027-08-31")])).season).toBe(true);
    expect(jobFit(job, worker([window("2027-09-30", "2027-12-01")])).season).toBe(true);
    expect(jobFit(job, worker([window("2027-01-01", "2027-05-01")])).season).toBe(true);
    expect(jobFit(job, worker([window("2027-03-01", null)])).season).toBe(true);
    expect(jobFit(job, worker([window("2027-10-01", null), window("2026-01-01", "2027-04-30")])).season).toBe(false);
  });

  it("reads a job without an end as its first day, and gives no badge to a job without dates or a worker without windows", () => {
    expect(jobFit({ ...job, end_date: null }, worker([window("2027-05-01", "2027-05-01")])).season).toBe(true);
    expect(jobFit({ ...job, end_date: null }, worker([window("2027-05-02", null)])).season).toBe(false);
    expect(jobFit({ ...job, start_date: null, end_date: null }, worker([window("2020-01-01", null)])).season).toBe(
      false,
    );
    expect(jobFit(job, worker([])).season).toBe(false);
    expect(jobFit(job, null)).toEqual({ applied: false, season: false, housing: false });
  });

  it("says housing fits only when the worker needs it and the job offers it", () => {
    expect(jobFit(job, worker([], true)).housing).toBe(true);
    expect(jobFit({ ...job, accommodation: "PRIVATE" }, worker([], true)).housing).toBe(true);
    expect(jobFit({ ...job, accommodation: "NONE" }, worker([], true)).housing).toBe(false);
    expect(jobFit(job, worker([], false)).housing).toBe(false);
    expect(jobFit(job, worker([], null)).housing).toBe(false);
  });

  it("says applied from the worker's view of the job", () => {
    expect(jobFit({ ...job, has_applied: true }, null).applied).toBe(true);
  });
});
