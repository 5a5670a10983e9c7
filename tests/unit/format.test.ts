import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber } from "~/lib/i18n/format";

describe("Intl helpers", () => {
  it("formats dates in the active language (Greek as el-GR)", () => {
    expect(formatDate("2026-06-01", "en")).toBe("1 June 2026");
    expect(formatDate("2026-06-01", "gr")).toBe("1 Ιουνίου 2026");
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
