/**
 * Company profiles (spec section 7, design section 7). `GET /companies/` without parameters is the caller's own
 * (404 when none); with any parameter it is the public search. `GET /companies/{uuid}/` is public (its
 * reviews are ./company-reviews.ts). `POST /companies/` (one per account) and `PATCH /companies/{uuid}/` (owner
 * only) are multipart with `logo` and `cover_image` images, or JSON. The rules: api/models/companies.ts.
 */
import { createCompany, getCompany, listCompanies, updateCompany } from "../../contract/endpoints/profiles";
import type { ApiDeps } from "../deps";
import { notAuthenticated } from "../http/errors";
import { readImageChanges } from "../http/image-fields";
import { route, type RouteDefinition } from "../http/route";
import {
  COMPANY_IMAGE_FIELDS,
  addCompany,
  findCompanies,
  listOwnCompanies,
  ownCompany,
  prepareCompanyImages,
  readCompany,
  refuseSecondCompany,
  reviseCompany,
} from "../models/companies";
import { fail } from "../models/errors";

export function companyRoutes({ db, config, media }: ApiDeps): RouteDefinition[] {
  return [
    route(listCompanies, async ({ c, user, query }) => {
      if (Object.keys(c.req.queries()).length > 0) {
        return findCompanies(db, query, { requestUrl: c.req.url, origin: config.PUBLIC_URL });
      }
      if (!user) throw notAuthenticated();
      if (user.role !== "COMPANY") throw fail.forbidden("permission_denied");
      return listOwnCompanies(db, user.id);
    }),
    route(getCompany, async ({ params }) => readCompany(db, params.uuid)),
    route(createCompany, async ({ c, user, body }) => {
      await refuseSecondCompany(db, user.id);
      const data = await body();
      const images = await prepareCompanyImages(await readImageChanges(c, COMPANY_IMAGE_FIELDS));
      return addCompany(db, media, user.id, data, images);
    }),
    route(updateCompany, async ({ c, user, params, body }) => {
      const owned = await ownCompany(db, user.id, params.uuid);
      const data = await body();
      const images = await prepareCompanyImages(await readImageChanges(c, COMPANY_IMAGE_FIELDS));
      return reviseCompany(db, media, owned, data, images);
    }),
  ];
}
