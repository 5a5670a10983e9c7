/**
 * Interviews (issue 24, docs/interviews.md), each endpoint declared once in contract/endpoints/interviews.ts: the
 * company proposes times for an application, the worker picks one or asks for others, either side cancels, and
 * both download the calendar file. The rules: api/models/interviews.ts; the mails: services/interview-mails.ts.
 */
import {
  acceptInterview,
  askOtherInterviewTimes,
  cancelInterview,
  downloadInterviewCalendar,
  getInterview,
  listInterviews,
  proposeInterview,
} from "../../contract/endpoints/interviews";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import * as model from "../models/interviews";
import { calendarAttachment } from "../services/interview-mails";
import { preferredLanguage } from "../services/language";
import { createMailPreferenceLinks } from "../services/mail-preferences";

export function interviewRoutes({ db, config, mailer, queue }: ApiDeps): RouteDefinition[] {
  const deps: model.InterviewDeps = {
    db,
    mailer,
    queue,
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
  };
  return [
    route(listInterviews, async ({ user }) => model.listInterviews(db, user)),
    route(getInterview, async ({ user, params }) => model.readInterview(db, user, params.id)),
    route(proposeInterview, async ({ user, params, body }) => model.proposeInterview(deps, user, params.id, body)),
    route(acceptInterview, async ({ user, params, body }) => {
      await model.readInterview(db, user, params.id);
      const { slot } = await body();
      return model.acceptInterview(deps, user, params.id, slot);
    }),
    route(askOtherInterviewTimes, async ({ user, params, body }) => {
      await model.readInterview(db, user, params.id);
      const { note } = await body();
      return model.askOtherTimes(deps, user, params.id, note ?? "");
    }),
    route(cancelInterview, async ({ user, params, body }) => {
      await model.readInterview(db, user, params.id);
      const { note } = await body();
      return model.cancelInterview(deps, user, params.id, note ?? "");
    }),
    route(downloadInterviewCalendar, async ({ c, user, params }) => {
      const { row, application, method, startsAt } = await model.calendarInterview(db, user, params.id);
      const parties = {
        jobTitle: application.jobTitle,
        companyName: application.companyName,
        workerName: `${application.firstName} ${application.lastName}`.trim(),
        workerEmail: application.email,
      };
      const language = preferredLanguage(c.req.header("accept-language")) ?? "en";
      const file = calendarAttachment(deps, row, parties, method, startsAt, language);
      return c.body(file.content, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="interview-${params.id}.ics"`,
        "Cache-Control": "private, no-store",
      });
    }),
  ];
}
