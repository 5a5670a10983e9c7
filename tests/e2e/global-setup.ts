import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpStandIn } from "../support/smtp-standin";
import { startSocialStandIns, type SocialStandIns } from "../support/social-standins";
import { startServer } from "../support/start-server";
import { FACEBOOK_APP_ID, GOOGLE_CLIENT_ID, NEWCOMER_EMAIL, SOCIAL_TOKENS } from "./social-accounts";

/**
 * Starts one app server for the whole browser run on a free port with a fresh DATA_DIR, and a stand-in SMTP
 * server it sends its mail to; the stand-in writes each message into E2E_MAIL_DIR, where the workers read it
 * (tests/e2e/mailbox.ts). The per-IP limits are raised, the strict ones (10 logins per 15 minutes) and the
 * general one (600 requests a minute): every browser test comes from 127.0.0.1, the session tests log in many
 * times, and two fast workers with their page assets pass 600 a minute (a CI run saw 429s on the SEO table);
 * tests/server/rate-limit.test.ts checks the limits themselves. Google and Facebook sign-in are on, with the API asking stand-ins of both providers
 * (tests/e2e/social-accounts.ts names the accounts they know); tests/e2e/social.spec.ts serves the browser stand-in
 * SDKs.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  const smtp = await startSmtpStandIn({ mailDir });
  const social = await startSocialStandIns();
  registerSocialAccounts(social);
  const server = await startServer({
    env: {
      RATE_LIMIT_STRICT_MAX: "500",
      RATE_LIMIT_MAX: "100000",
      SMTP_URL: smtp.url,
      // A company's move reaches the worker's mailbox a second later, not after the two minutes of production (182).
      STATUS_MAIL_DELAY_SECONDS: "1",
      MESSAGE_MAIL_DELAY_SECONDS: "1",
      GOOGLE_CLIENT_ID,
      FACEBOOK_APP_ID,
      GOOGLE_API_BASE: social.url,
      FACEBOOK_GRAPH_BASE: social.url,
    },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.stop();
    await social.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

function registerSocialAccounts(social: SocialStandIns): void {
  const google = (email: string, given_name: string) =>
    ({ aud: GOOGLE_CLIENT_ID, email, email_verified: true, given_name, family_name: "Example" }) as const;
  social.google.set(SOCIAL_TOKENS.googleEmployee, google("employee@demo.test", "Eleni"));
  social.google.set(SOCIAL_TOKENS.googleStranger, google("stranger@example.com", "Stranger"));
  social.google.set(SOCIAL_TOKENS.googleNewcomer, google(NEWCOMER_EMAIL, "Nikos"));
  const facebook = (id: string, email: string) => ({
    appId: FACEBOOK_APP_ID,
    id,
    email,
    first_name: "Face",
    last_name: "Book",
  });
  social.facebook.set(SOCIAL_TOKENS.facebookCompany, facebook("1001", "company@demo.test"));
  social.facebook.set(SOCIAL_TOKENS.facebookStranger, facebook("1002", "stranger@example.com"));
}
