/**
 * What every process of the API tier runs beside the requests (docs/mail.md): the job queue's workers.
 * server/api-tier.ts starts them with the API and stops the queue before the database closes; the API tests'
 * harness starts them too.
 */
import type { ApiConfig } from "./config";
import type { Database } from "./db/client";
import type { ApiLog } from "./log";
import { remindInterview } from "./services/interview-mails";
import { mailFollowers } from "./services/job-alerts";
import { createMailer } from "./services/mail";
import { createMailDelivery } from "./services/mail-delivery";
import { createMailPreferenceLinks } from "./services/mail-preferences";
import type { Queue } from "./services/queue";
import { createAlertLinks } from "./services/search-alert-links";
import { runSearchAlerts, scheduleAllSearchAlerts, scheduleSearchAlerts } from "./services/search-alerts";
import { mailCurrentStatus } from "./services/status-mail";
import { mailNewMessages } from "./services/conversation-mail";

/** Mails sent side by side: a slow or stalling mail server holds one of them, not the whole queue. */
const MAIL_BATCH = 5;

export async function startWorkers({
  database,
  config,
  log,
  queue,
}: {
  database: Database;
  config: ApiConfig;
  log: ApiLog;
  queue: Queue;
}) {
  const delivery = createMailDelivery({ config, db: database.db, log });
  const alerts = {
    mailer: createMailer({ config, queue }),
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
  };
  await queue.work("mail", MAIL_BATCH, (job) => delivery.deliver(job.data.mailId));
  await queue.work("mail-dead", MAIL_BATCH, (job) => delivery.bury(job.data.mailId));
  await queue.work("job-alerts", 1, async (job) => {
    const mailed = await mailFollowers(alerts, job.data.jobId).catch((error: unknown) => {
      // Retried on the queue's schedule; the claims rolled back with the mails.
      log.error("job alert mails failed", {
        jobId: job.data.jobId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    });
    log.info("job alert mails queued", { jobId: job.data.jobId, mails: mailed });
  });
  const reminders = { ...alerts, queue, mailFrom: config.MAIL_FROM };
  await queue.work("interview-reminder", MAIL_BATCH, async (job) => {
    const mailed = await remindInterview(reminders, job.data);
    log.info("interview reminder", { interview_id: job.data.interviewId, queued: mailed });
  });
  const searchAlerts = {
    mailer: alerts.mailer,
    links: createAlertLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
  };
  await queue.work("search-alerts", 1, async (job) => {
    const { frequency } = job.data;
    // The next run first: a run that fails is retried, and the chain never stops.
    await scheduleSearchAlerts(queue, frequency);
    const done = await runSearchAlerts(searchAlerts, frequency);
    log.info("search alerts run", { frequency, ...done });
  });
  await scheduleAllSearchAlerts(queue);
  await queue.work("status-mail", MAIL_BATCH, async (job) => {
    const mailed = await mailCurrentStatus(alerts, job.data.applicationId);
    log.info("status mail", { application_id: job.data.applicationId, queued: mailed });
  });
  await queue.work("message-mail", MAIL_BATCH, async (job) => {
    const mailed = await mailNewMessages(alerts, job.data.applicationId, job.data.to);
    log.info("message mail", { application_id: job.data.applicationId, to: job.data.to, messages: mailed });
  });
}
