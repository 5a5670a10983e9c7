import { describe, expect, it } from "vitest";
import { jobListCanonicalQuery } from "~/lib/job-list-canonical";
import { isSeoDescriptor, languageAlternates, localizedUrl, NOINDEX, seoLinks } from "~/lib/seo";

const ORIGIN = "https://jobs.example.gr";

describe("localizedUrl", () => {
  it("puts lng first, keeps the given parameters and drops a second lng", () => {
    expect(localizedUrl(ORIGIN, "/terms", "en")).toBe(`${ORIGIN}/terms?lng=en`);
    expect(localizedUrl(ORIGIN, "/", "gr")).toBe(`${ORIGIN}/?lng=gr`);
    expect(localizedUrl(ORIGIN, "/jobs", "gr", new URLSearchParams("search=chef&lng=en"))).toBe(
      `${ORIGIN}/jobs?lng=gr&search=chef`,
    );
  });

  it("treats a trailing slash as the same page", () => {
    expect(localizedUrl(ORIGIN, "/terms/", "en")).toBe(`${ORIGIN}/terms?lng=en`);
    expect(localizedUrl(ORIGIN, "//", "en")).toBe(`${ORIGIN}/?lng=en`);
  });
});

describe("languageAlternates", () => {
  it("lists en, el (our gr) and x-default (the Greek fallback)", () => {
    expect(languageAlternates(ORIGIN, "/privacy")).toEqual([
      { hrefLang: "en", href: `${ORIGIN}/privacy?lng=en` },
      { hrefLang: "el", href: `${ORIGIN}/privacy?lng=gr` },
      { hrefLang: "x-default", href: `${ORIGIN}/privacy?lng=gr` },
    ]);
  });
});

describe("seoLinks", () => {
  const location = { pathname: "/jobs", search: "?lng=en&cursor=abc&employment_type=PART_TIME&utm_source=x" };

  it("keeps no parameter but lng unless a route says which matter", () => {
    const links = seoLinks({ origin: ORIGIN, locale: "en", location, matches: [{ handle: { i18n: "common" } }] });
    expect(links[0]).toEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/jobs?lng=en` });
    expect(links).toHaveLength(4);
    expect(links.every(isSeoDescriptor)).toBe(true);
  });

  it("asks the deepest route's handle.canonicalQuery", () => {
    const links = seoLinks({
      origin: ORIGIN,
      locale: "gr",
      location,
      matches: [{ handle: { i18n: "common" } }, { handle: { canonicalQuery: jobListCanonicalQuery } }],
    });
    expect(links[0]).toMatchObject({ rel: "canonical", href: `${ORIGIN}/jobs?lng=gr&employment_type=PART_TIME` });
    expect(links.slice(1)).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/jobs?lng=en&employment_type=PART_TIME` },
      { tagName: "link", rel: "alternate", hrefLang: "el", href: `${ORIGIN}/jobs?lng=gr&employment_type=PART_TIME` },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${ORIGIN}/jobs?lng=gr&employment_type=PART_TIME`,
      },
    ]);
  });

  it("tells its descriptors apart from a page's own", () => {
    expect(isSeoDescriptor(NOINDEX)).toBe(true);
    expect(isSeoDescriptor({ title: "Jobs" })).toBe(false);
    expect(isSeoDescriptor({ name: "description", content: "…" })).toBe(false);
    expect(isSeoDescriptor({ tagName: "link", rel: "preload", href: "/x.css" })).toBe(false);
  });
});

describe("jobListCanonicalQuery", () => {
  it("keeps the filters in their fixed order and drops paging and unknown parameters", () => {
    const query = jobListCanonicalQuery(
      new URLSearchParams("cursor=abc&limit=50&search=chef&employment_type=PART_TIME&country=GR&utm_source=x"),
    );
    expect(query.get("cursor")).toBeNull();
    expect(query.get("limit")).toBeNull();
    expect(query.get("utm_source")).toBeNull();
    expect(query.get("search")).toBe("chef");
    expect(query.get("country")).toBe("GR");
    expect(jobListCanonicalQuery(new URLSearchParams("country=GR&search=chef")).toString()).toBe(
      jobListCanonicalQuery(new URLSearchParams("search=chef&country=GR")).toString(),
    );
  });
});
