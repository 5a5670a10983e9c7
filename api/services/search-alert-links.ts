/**
 * The links of search-alert mails (issue 24, docs/jobs.md#search-alerts): HS256 tokens naming one alert and what the
 * link may do, with a key derived from SECRET_KEY for this purpose only (as mail-preferences.ts does), so no such
 * link passes as any other. `confirm` starts a guest's alert and expires after a week; `manage` opens the page of the
 * alert's owner (their alerts, the one-click stop) and never expires, since an old mail's link must still work.
 * Nothing is stored: the alert's id is the whole secret's subject, and a deleted alert's link finds nothing.
 */
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import type { Language } from "../../contract/enums";
import { mailLink } from "./mail-links";

export const CONFIRM_LINK_DAYS = 7;

const claimsSchema = z.object({
  purpose: z.literal("search-alert"),
  alert: z.string().uuid(),
  action: z.enum(["confirm", "manage"]),
});
export type AlertLinkAction = z.infer<typeof claimsSchema>["action"];

export function createAlertLinks(secret: string, publicUrl: string) {
  const key = createHmac("sha256", secret).update("seasonal-jobs search alert links").digest();
  const base = publicUrl.replace(/\/+$/, "");

  async function token(alert: string, action: AlertLinkAction): Promise<string> {
    const jwt = new SignJWT({ purpose: "search-alert", alert, action }).setProtectedHeader({ alg: "HS256" });
    if (action === "confirm") jwt.setExpirationTime(`${CONFIRM_LINK_DAYS}d`);
    return jwt.setIssuedAt().sign(key);
  }

  return {
    token,
    /** The page a guest confirms their alert on (a button: a mail scanner opening the link confirms nothing). */
    async confirmPage(alert: string, language: Language): Promise<string> {
      return mailLink(publicUrl, language, `/alerts/confirm/${await token(alert, "confirm")}`);
    },
    /**
     * For a digest: the guest's manage page (a worker's is their settings), the one-click page, and RFC 8058's
     * headers pointing a mail client at the API's one-click URL.
     */
    async digestLinks(
      alert: string,
      language: Language,
      guest: boolean,
    ): Promise<{ manage: string; unsubscribe: string; headers: Record<string, string> }> {
      const value = await token(alert, "manage");
      const manage = guest
        ? mailLink(publicUrl, language, `/alerts/manage/${value}`)
        : mailLink(publicUrl, language, "/employee/alerts");
      return {
        manage,
        unsubscribe: mailLink(publicUrl, language, `/alerts/unsubscribe/${value}`),
        headers: {
          "List-Unsubscribe": `<${base}/api/alerts/unsubscribe/${value}/>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
    },
    /** The alert and action, or undefined for anything forged, altered, expired or meant for something else. */
    async read(value: string, action: AlertLinkAction): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ["HS256"] });
        const claims = claimsSchema.safeParse(payload);
        return claims.success && claims.data.action === action ? claims.data.alert : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AlertLinks = ReturnType<typeof createAlertLinks>;
