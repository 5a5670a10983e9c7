import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageLink, pageResponse } from "../../api/http/paging";
import { encodeCursor } from "../../contract/cursor";
import { parseJobFilters } from "../../contract/job-filters";

describe("pageLink", () => {
  it("replaces only the cursor, keeping filters, ordering and limit", () => {
    const next = pageLink(
      "http://localhost:3000/api/jobs/?search=bar&cursor=old&limit=5&employment_type=FULL_TIME",
      "NEW",
    );
    expect(next).toBe("http://localhost:3000/api/jobs/?search=bar&cursor=NEW&limit=5&employment_type=FULL_TIME");
  });

  it("adds a cursor to a URL without one and gives null without a cursor", () => {
    expect(pageLink("http://localhost/api/jobs/", "abc")).toBe("http://localhost/api/jobs/?cursor=abc");
    expect(pageLink("http://localhost/api/jobs/?limit=5", null)).toBeNull();
  });

  it("writes the public origin when given one", () => {
    expect(pageLink("http://internal/api/jobs/?limit=5", "abc", { origin: "https://jobs.example" })).toBe(
      "https://jobs.example/api/jobs/?limit=5&cursor=abc",
    );
  });

  it("carries a real cursor that the filter parser reads back", () => {
    const cursor = encodeCursor({ v: "2026-01-10T10:00:00.000Z", id: 12, d: "next" });
    const link = pageLink("http://localhost/api/jobs/?ordering=-created_at", cursor);
    expect(parseJobFilters(new URL(link ?? "").searchParams)).toStrictEqual({ ordering: "-created_at", cursor });
  });
});

describe("pageResponse", () => {
  it("builds DRF's {next, previous, results} from the request URL", async () => {
    const app = new Hono();
    app.get("/api/jobs/", (c) =>
      c.json(pageResponse(c.req.url, { results: [{ id: 1 }], nextCursor: "n", previousCursor: null })),
    );
    const response = await app.request("http://localhost/api/jobs/?limit=1");
    expect(await response.json()).toStrictEqual({
      next: "http://localhost/api/jobs/?limit=1&cursor=n",
      previous: null,
      results: [{ id: 1 }],
    });
  });
});
