/**
 * One declaration per endpoint (contract/endpoint.ts, docs/api-contract.md): the web tier's call and the API's
 * route take their types from it, so a wrong body, a missing path parameter or a field the answer lacks fails
 * `tsc` (this file is type-checked with the rest: `npm run typecheck`), and the runtime builds the call from it.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { PathParamsOf, SuccessOf } from "#contract/endpoint";
import { createWorkExperience, deleteWorkExperience } from "#contract/endpoints/profiles";
import type { exportJobApplicants } from "#contract/endpoints/jobs";
import { getJob } from "#contract/endpoints/jobs";
import type { Job } from "#contract/jobs";
import type { WorkExperience } from "#contract/profiles";
import { route } from "../../api/http/route";
import { createApiClient } from "~/lib/api/client.server";

const seen: Request[] = [];
const api = createApiClient({
  baseUrl: "http://internal/api",
  fetch: async (request) => {
    seen.push(request);
    if (request.method === "DELETE") return new Response(null, { status: 204 });
    return Response.json({ id: 7 }, { status: 200 });
  },
});

describe("the types a declaration gives", () => {
  it("path parameters, success bodies and text answers", () => {
    expectTypeOf<PathParamsOf<typeof getJob>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<SuccessOf<typeof getJob>>().toEqualTypeOf<Job>();
    expectTypeOf<SuccessOf<typeof createWorkExperience>>().toEqualTypeOf<WorkExperience>();
    expectTypeOf<SuccessOf<typeof deleteWorkExperience>>().toEqualTypeOf<undefined>();
    expectTypeOf<SuccessOf<typeof exportJobApplicants>>().toEqualTypeOf<string>();
  });

  it("refuses a wrong call at compile time", () => {
    // Each line is a mistake the compiler must catch; none of them runs.
    const mistakes = () => {
      // @ts-expect-error the path parameter is missing
      void api.call(getJob);
      // @ts-expect-error a body for an endpoint that takes none
      void api.call(getJob, { params: { id: 1 }, json: {} });
      // @ts-expect-error the body lacks the required fields
      void api.call(createWorkExperience, { json: { job_title: "Barista" } });
      // @ts-expect-error a field the answer does not have
      void api.call(getJob, { params: { id: 1 } }).then((job) => job.no_such_field);
      // @ts-expect-error a route answering with the wrong shape
      route(getJob, async () => ({ id: "seven" }));
    };
    expect(typeof mistakes).toBe("function");
  });
});

describe("the call built from the declaration", () => {
  it("fills the path, sends the method and reads an empty success as undefined", async () => {
    seen.length = 0;
    await expect(api.call(deleteWorkExperience, { params: { id: 12 } })).resolves.toBeUndefined();
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "DELETE /api/work-experiences/12/",
    ]);
  });

  it("treats an answer that is not the declared shape as a bad gateway, not a crash", async () => {
    await expect(api.call(getJob, { params: { id: 7 } })).rejects.toMatchObject({ status: 502 });
  });
});
