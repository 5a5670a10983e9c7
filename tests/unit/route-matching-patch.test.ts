/**
 * The server's route matching as patched (patches/@remix-run+router+*.patch, decision 196): a path is walked once
 * per route tree and every caller gets its own matches, so one request changing its params cannot reach another's.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type * as Router from "@remix-run/router";

// The CommonJS build, the one the server loads and the patch changes.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "jobs", path: "jobs" },
      { id: "job", path: "jobs/:jobId", children: [{ id: "apply", path: "apply" }] },
    ],
  },
];

describe("matching a path against a route tree", () => {
  it("answers the same matches again, as copies the caller may change", () => {
    const first = matchRoutes(routes, "/jobs/42/apply");
    expect(first?.map((match) => match.route.id)).toEqual(["root", "job", "apply"]);
    expect(first?.[2].params).toEqual({ jobId: "42" });
    // One params object for the whole branch, as React Router makes it.
    expect(first?.[1].params).toBe(first?.[2].params);

    // A caller that changes what it got (params are read-only in the types, not at run time).
    if (first) (first[2].params as Record<string, string>).jobId = "changed";
    const second = matchRoutes(routes, "/jobs/42/apply");
    expect(second).not.toBe(first);
    expect(second?.[2].params).toEqual({ jobId: "42" });
    expect(second?.[2].route).toBe(first?.[2].route);
  });

  it("tells paths, trees and misses apart", () => {
    expect(matchRoutes(routes, "/jobs/7")?.at(-1)?.params).toEqual({ jobId: "7" });
    expect(matchRoutes(routes, "/jobs")?.at(-1)?.route.id).toBe("jobs");
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
    const other = [{ id: "other", path: "/jobs" }];
    expect(matchRoutes(other, "/jobs")?.map((match) => match.route.id)).toEqual(["other"]);
  });
});
