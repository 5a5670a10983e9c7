/**
 * The search-alert endpoints (contract/endpoints/alerts.ts, docs/jobs.md#search-alerts): a worker's own alerts, a
 * guest's made with a confirmation mail (double opt-in, in one transaction with the alert), and the signed links of
 * the alert mails, where the token is the permission and names one alert; its owner's other alerts are reachable
 * from it, nobody else's. The rules: api/models/search-alerts.ts.
 */
import { coded } from "../../contract/api-errors";
import {
  confirmAlert,
  createAlert,
  createGuestAlert,
  deleteAlert,
  deleteManagedAlert,
  listAlerts,
  readManagedAlerts,
  unsubscribeAlert,
  updateAlert,
  updateManagedAlert,
} from "../../contract/endpoints/alerts";
import type { ApiDeps } from "../deps";
import { Reply, route, type RouteDefinition } from "../http/route";
import { DomainError } from "../models/errors";
import * as alerts from "../models/search-alerts";
import { alertConfirmMail } from "../services/mail-templates-alerts";
import { createAlertLinks, type AlertLinkAction } from "../services/search-alert-links";

const invalidLink = (): DomainError => new DomainError("not_found", coded("alert_link_invalid"));

export function searchAlertRoutes({ db, mailer, config }: ApiDeps): RouteDefinition[] {
  const links = createAlertLinks(config.SECRET_KEY, config.PUBLIC_URL);

  /** The alert a link names, or the link's 404. */
  async function open(token: string, action: AlertLinkAction) {
    const id = await links.read(token, action);
    const row = id === undefined ? undefined : await alerts.findAlert(db, id);
    if (!row) throw invalidLink();
    return row;
  }

  return [
    route(listAlerts, async ({ user }) => alerts.listAlerts(db, { userId: user.id })),
    route(createAlert, async ({ user, body }) => {
      const input = await body();
      return new Reply<typeof createAlert>(201, await alerts.createWorkerAlert(db, user.id, input));
    }),
    route(updateAlert, async ({ user, params, body }) =>
      alerts.updateAlert(db, { userId: user.id }, params.uuid, await body()),
    ),
    route(deleteAlert, async ({ user, params }) => alerts.deleteAlert(db, { userId: user.id }, params.uuid)),
    route(createGuestAlert, async ({ body }) => {
      const input = await body();
      await mailer.transaction(async (tx) => {
        const row = await alerts.createGuestAlert(tx, input);
        if (!row) return;
        const link = links.confirmPage(row.id, row.language);
        await mailer.enqueue(tx, {
          to: input.email,
          ...alertConfirmMail({ language: row.language, name: row.name, link }),
        });
      });
      return new Reply<typeof createGuestAlert>(202, { email: input.email, confirmation_sent: true });
    }),
    route(confirmAlert, async ({ params }) => {
      const row = await open(params.token, "confirm");
      const confirmed = await alerts.confirmAlert(db, row.id);
      if (!confirmed) throw invalidLink();
      return alerts.serializeAlert(confirmed);
    }),
    route(readManagedAlerts, async ({ params }) => {
      const row = await open(params.token, "manage");
      const owner = alerts.ownerOf(row);
      const email = "email" in owner ? owner.email : await alerts.accountEmail(db, owner.userId);
      return { email, alerts: await alerts.listAlerts(db, owner) };
    }),
    route(updateManagedAlert, async ({ params, body }) => {
      const owner = alerts.ownerOf(await open(params.token, "manage"));
      return alerts.updateAlert(db, owner, params.uuid, await body());
    }),
    route(deleteManagedAlert, async ({ params }) => {
      const owner = alerts.ownerOf(await open(params.token, "manage"));
      await alerts.deleteAlert(db, owner, params.uuid);
    }),
    route(unsubscribeAlert, async ({ params }) => {
      const id = await links.read(params.token, "manage");
      if (id === undefined) throw invalidLink();
      // Already gone is already stopped: a mail client may click twice.
      await alerts.deleteAlertById(db, id);
    }),
  ];
}
