/**
 * Security headers (security.md "Headers"). `staticSecurityHeaders` is the part that fits any
 * response, used by the static file handlers that run before the logger; `securityHeaders` adds a
 * Content-Security-Policy with a fresh nonce per response and exposes the nonce to Remix
 * (`cspNonceOf(res)`, handed to loaders as `context.nonce`). Both are made only when needed: a stored guest page
 * brings its own policy.
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

/**
 * The static headers now; the policy when the response's head is written, unless a handler set its own by then (a
 * stored page's hashes, decision 193). The nonce is made when something first asks for it (`cspNonceOf`: the
 * render) or at the head: a page-cache hit, which sends its own policy, makes neither.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    staticSecurityHeaders(res, options.hsts);
    const path = req.path;
    res.locals.cspPolicyFor = (nonce: string) => buildCsp({ nonce }, path, options.cspRules);
    const writeHead = res.writeHead;
    // Node writes a response's head through writeHead, also when the first write or end() makes it implicitly.
    res.writeHead = function writeHeadWithPolicy(this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!this.hasHeader("Content-Security-Policy")) cspNonceOf(this);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** The nonce of this response, made (with its policy header) on the first call. */
export function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce === "string") return nonce;
  const policyFor: unknown = res.locals.cspPolicyFor;
  if (typeof policyFor !== "function")
    throw new Error("securityHeaders must run before anything that needs the CSP nonce");
  // 128 random bits, fresh for every response: a nonce that repeats is no nonce.
  const fresh = randomBytes(16).toString("base64");
  res.locals.cspNonce = fresh;
  res.setHeader("Content-Security-Policy", (policyFor as (nonce: string) => string)(fresh));
  return fresh;
}

/** The nonce of this response if one was made (the page cache works without securityHeaders in tests). */
export function cspNonceIfAny(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}
