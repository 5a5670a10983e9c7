import { describe, expect, it } from "vitest";
import { APPLICANTS_STEP } from "~/components/company/applicant-limits";
import { shownParam } from "~/lib/applicants.server";

/** docs/decisions/170: a company's applicants list shows the first 50, "Show more" 50 more, whatever the URL says. */
describe("shownParam", () => {
  const shown = (query: string) => shownParam(new URL(`http://x/company/applicants${query}`));

  it("starts with one step and grows by whole steps", () => {
    expect(APPLICANTS_STEP).toBe(50);
    expect(shown("")).toBe(50);
    expect(shown("?shown=100")).toBe(100);
    expect(shown("?shown=101")).toBe(150);
    expect(shown("?status=APPLIED&shown=150&sort=rating")).toBe(150);
  });

  it("reads anything else as the first step", () => {
    for (const query of ["?shown=", "?shown=abc", "?shown=-100", "?shown=0", "?shown=1e3", "?shown=99999999999999999999"]) {
      expect(shown(query)).toBe(50);
    }
  });
});
