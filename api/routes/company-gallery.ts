/**
 * A company's gallery (design section 7 "Other"): `POST /companies/{uuid}/gallery/` with one or more `images`
 * files (none → 400 `no_images_uploaded`, spec section 8) → 201 with the created images; a refused file is named
 * `images.<index>` (its place among the files), a refusal of the whole upload `images` or `detail`;
 * `DELETE /companies/{uuid}/gallery/{id}/` → 204. The owning company only. The rules: api/models/company-gallery.ts.
 */
import { addGalleryImages, deleteGalleryImage } from "../../contract/endpoints/profiles";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import { formFiles } from "../http/validate";
import { ownCompany } from "../models/companies";
import { addToGallery, removeFromGallery } from "../models/company-gallery";
import { fail } from "../models/errors";

export function companyGalleryRoutes({ db, media }: ApiDeps): RouteDefinition[] {
  return [
    route(addGalleryImages, async ({ c, user, params, body }) => {
      const company = await ownCompany(db, user.id, params.uuid);
      // A JSON, urlencoded or empty body cannot carry files: it uploaded no images either.
      const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "multipart/form-data") throw fail.invalid("no_images_uploaded");
      const texts = await body();
      return addToGallery(db, media, company.id, await formFiles(c, "images"), texts);
    }),
    route(deleteGalleryImage, async ({ user, params }) => {
      const company = await ownCompany(db, user.id, params.uuid);
      await removeFromGallery(db, media, company.id, params.id);
    }),
  ];
}
