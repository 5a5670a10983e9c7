import { describe, expect, it } from "vitest";
import { textBlocks } from "~/components/job/JobText";

describe("textBlocks", () => {
  it("keeps paragraphs and line breaks", () => {
    expect(textBlocks("First line\nsecond line\n\nNext paragraph")).toEqual([
      { kind: "lines", lines: ["First line", "second line"] },
      { kind: "lines", lines: ["Next paragraph"] },
    ]);
  });

  it("turns '- ' lines into a list, with the line before it as its lead", () => {
    expect(textBlocks("You bring:\r\n- Greek and English\n• a smile\n* shoes\n– a licence\nThank you")).toEqual([
      { kind: "lines", lines: ["You bring:"] },
      { kind: "list", items: ["Greek and English", "a smile", "shoes", "a licence"] },
      { kind: "lines", lines: ["Thank you"] },
    ]);
  });

  it("leaves a hyphen inside a sentence or without a space alone", () => {
    expect(textBlocks("Full-time work\n-5 degrees")).toEqual([
      { kind: "lines", lines: ["Full-time work", "-5 degrees"] },
    ]);
  });
});
