/**
 * The links of search-alert mails (issue 24, docs/jobs.md#search-alerts): HS256 tokens naming one alert and what the
 * link may do, with a key derived from SECRET_KEY for this purpose only (as mail-preferences.ts does), so no such
 * link passes as any other. `confirm` starts a guest's alert and expires after a week; `manage` opens the page of the
 * alert's owner (their alerts, the one-click stop) and never expires, since an old mail's link must still work.
 * Nothing is stored: the alert's id is the whole secret's subject, and a deleted alert's link finds nothing.
 */
import { createHmac } from "node:crypto";
import { jwtVerify } from "jose";
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

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256" })).toString("base64url");

export function createAlertLinks(secret: string, publicUrl: string) {
  const key = createHmac("sha256", secret).update("seasonal-jobs search alert links").digest();
  const base = publicUrl.replace(/\/+$/, "");

  /**
   * A compact HS256 JWT (RFC 7519), signed here with one HMAC rather than through jose's Web Crypto path: a run of
   * the alerts signs one per mail, thousands in a row (docs/performance.md#search-alerts). `read` verifies it with jose.
   */
  function token(alert: string, action: AlertLinkAction): string {
    const issued = Math.floor(Date.now() / 1000);
    const claims = {
      purpose: "search-alert",
      alert,
      action,
      iat: issued,
      ...(action === "confirm" ? { exp: issued + CONFIRM_LINK_DAYS * 86_400 } : {}),
    };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
    return `${signed}.${createHmac("sha256", key).update(signed).digest("base64url")}`;
  }

  return {
    token,
    /** The page a guest confirms their alert on (a button: a mail scanner opening the link confirms nothing). */
    confirmPage(alert: string, language: Language): string {
      return mailLink(publicUrl, language, `/alerts/confirm/${token(alert, "confirm")}`);
    },
    /**
     * For a digest: the guest's manage page (a worker's is their settings), the one-click page, and RFC 8058's
     * headers pointing a mail client at the API's one-click URL.
     */
    digestLinks(
      alert: string,
      language: Language,
      guest: boolean,
    ): { manage: string; unsubscribe: string; headers: Record<string, string> } {
      const value = token(alert, "manage");
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
