/**
 * Security headers (security.md "Headers"). `staticSecurityHeaders` is the part that fits any
 * response, used by the static file handlers that run before the logger; `securityHeaders` adds a
 * Content-Security-Policy with a fresh nonce per response and exposes the nonce to Remix
 * (`cspNonceOf(res)`, handed to loaders as `context.nonce`).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { buildCsp, type CspRule } from "./csp";

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: production, or PUBLIC_URL on https. */
  hsts: boolean;
  cspRules: readonly CspRule[];
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Headers every response gets, whatever its type. */
export function staticSecurityHeaders(res: Response, hsts: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  if (hsts) res.setHeader("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    // 128 random bits, fresh for every response: a nonce that repeats is no nonce.
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    staticSecurityHeaders(res, options.hsts);
    res.setHeader("Content-Security-Policy", buildCsp({ nonce }, req.path, options.cspRules));
    next();
  };
}

/** The nonce `securityHeaders` put on this response. */
export function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== "string") throw new Error("securityHeaders must run before anything that needs the CSP nonce");
  return nonce;
}

/** The nonce `securityHeaders` put on this response, if it ran (the page cache works without it in tests). */
export function cspNonceIfAny(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}
