/**
 * Employee profiles (spec section 7, design section 7): `GET /employees/` (the caller's own, 404 when none),
 * `GET /employees/fit-facts/`, `GET /employees/{uuid}/`, `POST /employees/` (one per employee) and
 * `PATCH /employees/{uuid}/` (owner only), multipart with an `avatar` image or JSON. The rules:
 * api/models/employee-profiles.ts.
 */
import {
  createEmployeeProfile,
  getEmployeeProfile,
  getOwnFitFacts,
  listOwnEmployeeProfiles,
  updateEmployeeProfile,
} from "../../contract/endpoints/profiles";
import type { ApiDeps } from "../deps";
import { readImageChanges } from "../http/image-fields";
import { route, type RouteDefinition } from "../http/route";
import {
  createProfile,
  fitFacts,
  listOwnProfile,
  ownProfile,
  prepareAvatar,
  readProfile,
  refuseSecondProfile,
  reviseProfile,
} from "../models/employee-profiles";

export function employeeRoutes({ db, media }: ApiDeps): RouteDefinition[] {
  return [
    route(listOwnEmployeeProfiles, async ({ user }) => listOwnProfile(db, user.id)),
    // Before `/employees/{uuid}/`, whose path it would otherwise be (and 404, not being a uuid).
    route(getOwnFitFacts, async ({ user }) => fitFacts(db, user.id)),
    route(getEmployeeProfile, async ({ user, params }) => readProfile(db, user.id, params.uuid)),
    route(createEmployeeProfile, async ({ c, user, body }) => {
      await refuseSecondProfile(db, user.id);
      const data = await body();
      const { avatar } = await readImageChanges(c, ["avatar"]);
      return createProfile(db, media, user.id, data, await prepareAvatar(avatar));
    }),
    route(updateEmployeeProfile, async ({ c, user, params, body }) => {
      const owned = await ownProfile(db, user.id, params.uuid);
      const data = await body();
      const { avatar } = await readImageChanges(c, ["avatar"]);
      return reviseProfile(db, media, owned, data, avatar, await prepareAvatar(avatar));
    }),
  ];
}
