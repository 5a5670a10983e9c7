/**
 * The season's end and the next season (docs/season.md), each endpoint declared in contract/endpoints/season.ts:
 * the worker's job for the season, the company's past workers and invitations back, the worker's invitations.
 * The rules: api/models/season-jobs.ts and api/models/season-invitations.ts.
 */
import {
  applyFromInvitation,
  clearSeasonJob,
  declineInvitation,
  inviteWorkersBack,
  listCompanyInvitations,
  listOwnInvitations,
  listPastWorkers,
  readSeasonJob,
  setSeasonJob,
} from "../../contract/endpoints/season";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import {
  applyFromInvitation as applyFrom,
  companyInvitations,
  declineInvitation as decline,
  inviteBack,
  listPastWorkers as pastWorkers,
  ownInvitations,
} from "../models/season-invitations";
import { clearSeasonJob as clear, seasonJobState, setSeasonJob as setJob } from "../models/season-jobs";
import { createMailPreferenceLinks } from "../services/mail-preferences";

export function seasonRoutes({ db, config, mailer, queue }: ApiDeps): RouteDefinition[] {
  const deps = {
    db,
    mailer,
    queue,
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
  };
  return [
    route(readSeasonJob, async ({ user }) => seasonJobState(db, user.id)),
    route(setSeasonJob, async ({ user, body }) => setJob(deps, user.id, await body())),
    route(clearSeasonJob, async ({ user }) => clear(db, user.id)),
    route(listPastWorkers, async ({ user, params, query }) =>
      pastWorkers(db, user.id, params.uuid, query.hide_taken === "true"),
    ),
    route(inviteWorkersBack, async ({ user, params, body }) => inviteBack(deps, user.id, params.uuid, await body())),
    route(listCompanyInvitations, async ({ user, params }) => companyInvitations(db, user.id, params.uuid)),
    route(listOwnInvitations, async ({ user }) => ownInvitations(db, user.id)),
    route(applyFromInvitation, async ({ user, params, body }) =>
      applyFrom(db, user.id, params.id, (await body()).cover_letter),
    ),
    route(declineInvitation, async ({ user, params }) => decline(db, user.id, params.id)),
  ];
}
