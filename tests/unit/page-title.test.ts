import { describe, expect, it } from "vitest";
import { fitTitle, pageMeta, TITLE_MAX } from "~/lib/meta";

const matches = (brand: string) => [{ id: "root", data: { seo: { brand } }, meta: [] }];
const titleOf = (title: string, brand = "Εποχικές Δουλειές Ελλάδα") => {
  const descriptor = pageMeta({ title, description: "d" }, matches(brand))[0];
  return descriptor && "title" in descriptor ? descriptor.title : undefined;
};

describe("pageMeta's title", () => {
  it("puts the brand after the page's title when both fit", () => {
    expect(titleOf("Τιμές")).toBe("Τιμές | Εποχικές Δουλειές Ελλάδα");
  });

  it("drops the brand rather than cut the page's own words", () => {
    const title = "Για εποχικούς εργαζομένους: βρείτε καλοκαιρινή δουλειά στην Ελλάδα";
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(titleOf(title)).toBe(title);
  });
});

describe("fitTitle", () => {
  const job = (title: string) => `${title} – Ξενοδοχείο Απόλλων Ερμούπολης`;

  it("leaves a title that fits as it is", () => {
    expect(fitTitle(job, "Μάγειρας / Μαγείρισσα")).toBe("Μάγειρας / Μαγείρισσα – Ξενοδοχείο Απόλλων Ερμούπολης");
  });

  it("shortens the variable part, at a word, so the whole fits and the fixed words stay", () => {
    const title = fitTitle(job, "Βοηθός μάγειρα για πρωινό, μεσημεριανό και βραδινό σέρβις με εμπειρία");
    expect(title).toBe("Βοηθός μάγειρα για πρωινό… – Ξενοδοχείο Απόλλων Ερμούπολης");
  });

  it("keeps some of the part when the fixed words leave no room, and cuts the end of the whole", () => {
    const company = "Very Long Company Name ".repeat(3).trim();
    const title = fitTitle((part) => `${part} at ${company}`, "Receptionist for the night shift");
    expect(title).toBe("Receptionist for the… at Very Long Company Name Very Long Company…");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
