/**
 * Components read a route's data by a written-out type, not by `typeof loader`, so that no component imports the
 * route that renders it (no circular imports, `npm run lint`): the root's (RootData), the company's job page's
 * (CompanyJob) and the apply tab's action's (a form's SubmissionResult). These checks fail `tsc` when a loader and its written-out type drift apart; the test run
 * only confirms they were compiled.
 */
import type { SerializeFrom } from "@remix-run/node";
import { describe, expectTypeOf, it } from "vitest";
import type { CompanyJob } from "~/components/company/company-job";
import type { SubmissionResult } from "~/lib/forms/schema-form";
import type { RootData } from "~/lib/root-data";
import type { loader as rootLoader } from "~/root";
import type { loader as companyJobLoader } from "~/routes/company.jobs.$jobId/route";
import type { action as applyAction } from "~/routes/jobs.$jobId.apply/route";

describe("loader data read by a written-out type", () => {
  it("is the root loader's data, as a page receives it", () => {
    expectTypeOf<SerializeFrom<RootData>>().toEqualTypeOf<SerializeFrom<typeof rootLoader>>();
  });

  it("is the company's job page's job, as its tabs receive it", () => {
    // Both ways: the written-out type is an intersection, which toEqualTypeOf tells apart from the same fields flat.
    type Written = SerializeFrom<{ job: CompanyJob }>["job"];
    type Loaded = SerializeFrom<typeof companyJobLoader>["job"];
    expectTypeOf<Written>().toMatchTypeOf<Loaded>();
    expectTypeOf<Loaded>().toMatchTypeOf<Written>();
  });

  it("is what the apply tab's action answers, as its form receives it", () => {
    expectTypeOf<SerializeFrom<typeof applyAction>>().toMatchTypeOf<SerializeFrom<SubmissionResult<string[]>>>();
  });
});
