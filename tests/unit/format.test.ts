import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMoney, formatNumber } from "~/lib/i18n/format";

describe("Intl helpers", () => {
  it("formats dates in the active language (Greek as el-GR)", () => {
    expect(formatDate("2026-06-01", "en")).toBe("1 June 2026");
    expect(formatDate("2026-06-01", "gr")).toBe("1 Ιουνίου 2026");
  });

  it("gives the day a timestamp fell on in Greece, with a short month", () => {
    // 23:30 UTC on 31 May is already 1 June in Athens (UTC+3 in summer).
    expect(formatDay("2026-05-31T23:30:00Z", "en")).toBe("1 Jun 2026");
    expect(formatDay("2026-05-31T23:30:00Z", "gr")).toMatch(/^1 Ιουν 2026$/);
  });

  it("formats money with the language's marks", () => {
    expect(formatMoney(1200, "EUR", "en")).toBe("€1,200");
    expect(formatMoney(1200, "EUR", "gr")).toMatch(/^1\.200\s€$/);
    expect(formatMoney(9.5, "USD", "en")).toBe("US$9.50");
  });

  it("formats numbers", () => {
    expect(formatNumber(12345.5, "en")).toBe("12,345.5");
    expect(formatNumber(12345.5, "gr")).toBe("12.345,5");
  });
});
