/**
 * The links of the local provider's pages (docs/payments.md#the-local-provider). The browser reaches those pages
 * without a bearer token, so the link itself is the permission: a short-lived HS256 token naming the checkout or the
 * company, and the URLs to return to. The key is derived from SECRET_KEY for this purpose only, so such a link
 * can never pass as an access token, nor an access token as a link.
 */
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";

const CHECKOUT_LIFETIME = "24h";
const PORTAL_LIFETIME = "1h";

const checkoutClaims = z.object({
  purpose: z.literal("local-checkout"),
  subscription: z.string().uuid(),
  success_url: z.string(),
  cancel_url: z.string(),
});
const portalClaims = z.object({
  purpose: z.literal("local-portal"),
  company: z.string().uuid(),
  return_url: z.string(),
});

export type LocalCheckoutLink = z.infer<typeof checkoutClaims>;
export type LocalPortalLink = z.infer<typeof portalClaims>;

export function createLocalLinks(secret: string) {
  const key = createHmac("sha256", secret).update("seasonal-jobs local payment links").digest();

  async function sign(claims: LocalCheckoutLink | LocalPortalLink, lifetime: string): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime(lifetime).sign(key);
  }

  /** The claims, or undefined for anything forged, altered, expired or meant for the other page. */
  async function read<T extends z.ZodTypeAny>(token: string, schema: T): Promise<z.output<T> | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      const claims = schema.safeParse(payload);
      return claims.success ? claims.data : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    checkoutToken: (link: Omit<LocalCheckoutLink, "purpose">) =>
      sign({ purpose: "local-checkout", ...link }, CHECKOUT_LIFETIME),
    portalToken: (link: Omit<LocalPortalLink, "purpose">) =>
      sign({ purpose: "local-portal", ...link }, PORTAL_LIFETIME),
    readCheckout: (token: string) => read(token, checkoutClaims),
    readPortal: (token: string) => read(token, portalClaims),
  };
}

export type LocalLinks = ReturnType<typeof createLocalLinks>;
