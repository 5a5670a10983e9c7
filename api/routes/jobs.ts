/**
 * `/jobs/` (spec section 7, design section 7): the public list with every filter and keyset paging, featured
 * jobs, the job page, DRF metadata, and the owning company's create / update / delete, each declared once in
 * contract/endpoints/jobs.ts. The rules are in api/models/jobs.ts; the ones the spec leaves open in docs/jobs.md.
 */
import { Hono, type Context } from "hono";
import { coded } from "../../contract/api-errors";
import {
  createJob,
  deleteJob,
  describeJobFields,
  describeJobListFields,
  getJob,
  listFeaturedJobs,
  listJobs,
  listOwnCompanyJobs,
  updateJob,
} from "../../contract/endpoints/jobs";
import { PATH_PARAMS, readPathParam } from "../../contract/endpoint";
import { DEFAULT_JOB_LIMIT, parseJobFilters } from "../../contract/job-filters";
import type { ApiDeps } from "../deps";
import { detailBody, notFound } from "../http/errors";
import { pageResponse } from "../http/paging";
import { route, type RouteDefinition } from "../http/route";
import {
  addJob,
  changeJob,
  featuredJobs,
  jobToChange,
  readJob,
  removeJob,
  requirePostingCompany,
  ownCompanyJobs,
  searchJobs,
} from "../models/jobs";
import { jobMetadata } from "../services/job-metadata";

export function jobRoutes(deps: ApiDeps): RouteDefinition[] {
  const { db, config, log } = deps;
  return [
    route(listJobs, async ({ c, user }) => {
      // Read leniently (the declaration's `lenientQuery`): a stale filter in a shared link is dropped, not refused.
      const filters = parseJobFilters(new URL(c.req.url).searchParams);
      const { total, page, results } = await searchJobs(db, filters, user);
      return { ...total, ...pageResponse(c.req.url, { ...page, results }, { origin: config.PUBLIC_URL }) };
    }),
    route(listOwnCompanyJobs, async ({ user, params, query }) =>
      ownCompanyJobs(db, user.id, params.uuid, query.limit ?? DEFAULT_JOB_LIMIT),
    ),
    route(listFeaturedJobs, async () => featuredJobs(db)),
    route(describeJobListFields, async () => jobMetadata("list")),
    route(createJob, async ({ user, body }) => {
      const companyId = await requirePostingCompany(db, user.id);
      const id = await addJob(deps, companyId, await body());
      log.info("job posted", { jobId: id, companyId });
      return readJob(db, id, user);
    }),
    route(getJob, async ({ user, params }) => readJob(db, params.id, user)),
    route(describeJobFields, async () => jobMetadata("detail")),
    route(updateJob, async ({ c, user, params, body }) => {
      const job = await jobToChange(db, user.id, params.id, () =>
        log.warn("job write refused", { jobId: params.id, userId: user.id, method: c.req.method }),
      );
      await changeJob(deps, job, await body());
      return readJob(db, job.id, user);
    }),
    route(deleteJob, async ({ c, user, params }) => {
      const job = await jobToChange(db, user.id, params.id, () =>
        log.warn("job write refused", { jobId: params.id, userId: user.id, method: c.req.method }),
      );
      const outcome = await removeJob(db, job);
      log.info(`job ${outcome}`, { jobId: job.id, companyId: job.companyId });
    }),
  ];
}

/**
 * DRF's 405 for the other methods of the job paths (mounted after `jobRoutes`, so the declared methods answer
 * first); a path that names no job is still a 404.
 */
export function jobMethodsNotAllowed(): Hono {
  const answer = (c: Context) => c.json(detailBody(coded("method_not_allowed", { method: c.req.method })), 405);
  return new Hono()
    .all("/jobs/", answer)
    .all("/jobs/featured/", answer)
    .all("/jobs/:id/", (c) => {
      if (readPathParam(PATH_PARAMS.jobId, c.req.param("id")) === undefined) throw notFound();
      return answer(c);
    });
}
