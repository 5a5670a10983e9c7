/**
 * The items of a profile's lists one at a time (issue 22 point 8): `POST /employees/{uuid}/skills/` → 201 with the
 * new skill and its id, `PATCH` and `DELETE /employees/{uuid}/skills/{id}/`; the same for `languages` and
 * `availability`, and for a company's `benefits` under `/companies/{uuid}/`. The owner only: another worker's
 * profile is not found (404), another company's is forbidden (403), the other role is refused by role (403). The
 * rules: api/models/profile-items.ts.
 */
import {
  availabilityEndpoints,
  benefitEndpoints,
  languageEndpoints,
  skillEndpoints,
} from "../../contract/endpoints/profile-items";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import { ownCompany } from "../models/companies";
import { ownProfile } from "../models/employee-profiles";
import {
  addAvailability,
  addBenefit,
  addLanguage,
  addSkill,
  removeAvailability,
  removeBenefit,
  removeLanguage,
  removeSkill,
  reviseAvailability,
  reviseBenefit,
  reviseLanguage,
  reviseSkill,
} from "../models/profile-items";

export function profileItemRoutes({ db }: ApiDeps): RouteDefinition[] {
  const profile = async (userId: string, uuid: string) => (await ownProfile(db, userId, uuid)).id;
  const company = async (userId: string, uuid: string) => (await ownCompany(db, userId, uuid)).id;
  return [
    route(skillEndpoints.add, async ({ user, params, body }) =>
      addSkill(db, await profile(user.id, params.uuid), await body()),
    ),
    route(skillEndpoints.update, async ({ user, params, body }) =>
      reviseSkill(db, await profile(user.id, params.uuid), params.id, await body()),
    ),
    route(skillEndpoints.remove, async ({ user, params }) =>
      removeSkill(db, await profile(user.id, params.uuid), params.id),
    ),
    route(languageEndpoints.add, async ({ user, params, body }) =>
      addLanguage(db, await profile(user.id, params.uuid), await body()),
    ),
    route(languageEndpoints.update, async ({ user, params, body }) =>
      reviseLanguage(db, await profile(user.id, params.uuid), params.id, await body()),
    ),
    route(languageEndpoints.remove, async ({ user, params }) =>
      removeLanguage(db, await profile(user.id, params.uuid), params.id),
    ),
    route(availabilityEndpoints.add, async ({ user, params, body }) =>
      addAvailability(db, await profile(user.id, params.uuid), await body()),
    ),
    route(availabilityEndpoints.update, async ({ user, params, body }) =>
      reviseAvailability(db, await profile(user.id, params.uuid), params.id, await body()),
    ),
    route(availabilityEndpoints.remove, async ({ user, params }) =>
      removeAvailability(db, await profile(user.id, params.uuid), params.id),
    ),
    route(benefitEndpoints.add, async ({ user, params, body }) =>
      addBenefit(db, await company(user.id, params.uuid), await body()),
    ),
    route(benefitEndpoints.update, async ({ user, params, body }) =>
      reviseBenefit(db, await company(user.id, params.uuid), params.id, await body()),
    ),
    route(benefitEndpoints.remove, async ({ user, params }) =>
      removeBenefit(db, await company(user.id, params.uuid), params.id),
    ),
  ];
}
