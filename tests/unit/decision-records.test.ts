import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions: every record starts with its title and a status line, and the index lists every record
 * (`node scripts/decision-index.mjs` writes it).
 */
const DIR = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(DIR).filter((name) => name.endsWith(".md") && name !== "README.md");
const index = readFileSync(new URL("README.md", DIR), "utf8");

describe("decision records", () => {
  it.each(records)("%s has a title and a status line, and is in the index", (name) => {
    const [title, blank, status] = readFileSync(new URL(name, DIR), "utf8").split("\n");
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe("");
    expect(status).toMatch(/^Status: (accepted|superseded by \d+|proposed)/i);
    expect(index).toContain(`](${name})`);
  });

  it("the index links no record that does not exist", () => {
    const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
