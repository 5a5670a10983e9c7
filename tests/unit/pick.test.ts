import { describe, expect, it } from "vitest";
import { toJobCard } from "~/lib/jobs/job-card.server";
import { pick } from "~/lib/pick";

describe("pick", () => {
  it("copies only the named keys, values untouched", () => {
    const source = { id: 1, title: "Cook", secret: "owner only", nested: { a: 1 } };
    const picked = pick(source, ["id", "nested"]);
    expect(picked).toEqual({ id: 1, nested: { a: 1 } });
    expect(Object.keys(picked)).toEqual(["id", "nested"]);
    expect(picked.nested).toBe(source.nested);
  });

  it("keeps a job card to what the card shows, its place as one line in the reader's language", () => {
    const item = {
      id: 7,
      title: "Waiter",
      is_remote: false,
      employment_type: "FULL_TIME",
      salary_min: 1000,
      salary_max: null,
      salary_currency: "EUR",
      salary_period: "MONTH",
      accommodation: true,
      meals: false,
      start_date: "2026-05-01",
    };
    const listed = {
      ...item,
      location: "Οία",
      city: "Oia",
      area: "Santorini",
      company: { id: 3, name: "Blue Bay", logo: null },
      description: "Long text the card never shows",
    } as unknown as Parameters<typeof toJobCard>[0];
    expect(toJobCard(listed, "en")).toEqual({ ...item, company: "Blue Bay", place: "Oia, Santorini" });
    expect(toJobCard(listed, "gr")).toEqual({ ...item, company: "Blue Bay", place: "Οία, Σαντορίνη" });
  });
});
