import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpStandIn } from "../support/smtp-standin";
import { startServer } from "../support/start-server";

/**
 * Starts one app server for the whole browser run on a free port with a fresh DATA_DIR, and a stand-in SMTP
 * server it sends its mail to; the stand-in writes each message into E2E_MAIL_DIR, where the workers read it
 * (tests/e2e/mailbox.ts). The strict per-IP limits (10 logins per 15 minutes) are raised: every browser test
 * comes from 127.0.0.1 and the session tests log in many times; tests/server/rate-limit.test.ts checks the
 * limits themselves.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  const smtp = await startSmtpStandIn({ mailDir });
  const server = await startServer({ env: { RATE_LIMIT_STRICT_MAX: "500", SMTP_URL: smtp.url } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
