/**
 * Work experiences of the caller's own employee profile (spec section 7): `POST /work-experiences/` → 201 with
 * the id, `PATCH` and `DELETE /work-experiences/{id}/` by the owner only. Another employee's experience does not
 * exist for the caller (404); a company is refused by role (403). The rules: api/models/work-experiences.ts.
 */
import { createWorkExperience, deleteWorkExperience, updateWorkExperience } from "../../contract/endpoints/profiles";
import type { ApiDeps } from "../deps";
import { route } from "../http/route";
import {
  addWorkExperience,
  removeWorkExperience,
  requireProfileFor,
  reviseWorkExperience,
} from "../models/work-experiences";

export function workExperienceRoutes({ db }: ApiDeps) {
  return [
    route(createWorkExperience, async ({ user, body }) => {
      const profileId = await requireProfileFor(db, user.id);
      return addWorkExperience(db, profileId, await body());
    }),
    route(updateWorkExperience, async ({ user, params, body }) =>
      reviseWorkExperience(db, user.id, params.id, await body()),
    ),
    route(deleteWorkExperience, async ({ user, params }) => removeWorkExperience(db, user.id, params.id)),
  ];
}
