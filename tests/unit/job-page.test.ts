import { describe, expect, it } from "vitest";
import { parseJobId } from "~/components/job/job-id";
import { descriptionExcerpt, lastDayToApply } from "~/components/job/job-summary";
import { salaryAmount } from "~/lib/i18n/format";

describe("parseJobId", () => {
  it("takes positive integers only", () => {
    expect(parseJobId("1")).toBe(1);
    expect(parseJobId("300")).toBe(300);
    for (const raw of [undefined, "", "0", "-1", "01", "1.5", "abc", "1e3", " 1", "9".repeat(16), "12abc"]) {
      expect(parseJobId(raw)).toBeNull();
    }
  });
});

describe("descriptionExcerpt", () => {
  it("keeps a short text whole, white space collapsed", () => {
    expect(descriptionExcerpt("  Serve\n\nbreakfast   by the sea. ")).toBe("Serve breakfast by the sea.");
  });

  it("cuts a long text at a word, within 155 characters, with an ellipsis", () => {
    const text = "Join our friendly team on the island for the summer season, ".repeat(5);
    const excerpt = descriptionExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(155);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt).not.toMatch(/[ ,]…$/);
  });
});

describe("lastDayToApply", () => {
  it("is apply_by, else the start date", () => {
    expect(lastDayToApply({ apply_by: "2026-04-01", start_date: "2026-05-01" })).toBe("2026-04-01");
    expect(lastDayToApply({ apply_by: null, start_date: "2026-05-01" })).toBe("2026-05-01");
    expect(lastDayToApply({ apply_by: null, start_date: null })).toBeNull();
  });
});

describe("salaryAmount", () => {
  it("formats a range, one end, or nothing in the page's language", () => {
    const job = { salary_currency: "EUR" as const };
    expect(salaryAmount({ ...job, salary_min: 1100, salary_max: 1300 }, "en")).toEqual({
      kind: "range",
      min: "€1,100",
      max: "€1,300",
    });
    expect(salaryAmount({ ...job, salary_min: 1200, salary_max: 1200 }, "en")).toEqual({
      kind: "exact",
      amount: "€1,200",
    });
    expect(salaryAmount({ ...job, salary_min: 9.5, salary_max: null }, "gr")).toEqual({
      kind: "from",
      amount: "9,50\u00a0€",
    });
    expect(salaryAmount({ ...job, salary_min: null, salary_max: 50 }, "en")).toEqual({ kind: "upTo", amount: "€50" });
    expect(salaryAmount({ ...job, salary_min: null, salary_max: null }, "en")).toBeNull();
  });
});
