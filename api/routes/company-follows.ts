/**
 * `GET`, `POST` and `DELETE /companies/{uuid}/follow/` (areas.md "Follow a company", the spec's isFollowed): a
 * worker follows or unfollows a company and reads whether they do. Both writes are idempotent and answer the
 * state as it now is. Workers only (a company is 403, a guest 401); an unknown company is 404. The queries:
 * api/models/company-follows.ts.
 */
import { followCompany, readCompanyFollow, unfollowCompany } from "../../contract/endpoints/profiles";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import { follow, readFollow, unfollow } from "../models/company-follows";

export function companyFollowRoutes({ db }: ApiDeps): RouteDefinition[] {
  return [
    route(readCompanyFollow, async ({ user, params }) => readFollow(db, user.id, params.uuid)),
    route(followCompany, async ({ user, params }) => follow(db, user.id, params.uuid)),
    route(unfollowCompany, async ({ user, params }) => unfollow(db, user.id, params.uuid)),
  ];
}
