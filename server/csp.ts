/**
 * The Content-Security-Policy: one strict base policy for every response, plus a table of
 * extra sources added only on the paths that need them (design section 6: tiles on map pages,
 * Google/Facebook SDKs on login and sign-up, Sentry ingest when on).
 *
 * To allow a host on a page, add a rule to `buildCspRules` (or pass extra rules to
 * `securityHeaders`). A rule's `paths` is tested against the request path, so `/login`,
 * `/login/` and single-fetch data requests (`/login.data`) are all covered by /^\/login\b/.
 */

export type CspDirective =
  "script-src" | "connect-src" | "img-src" | "frame-src" | "style-src" | "font-src" | "form-action";
export type CspSources = Partial<Record<CspDirective, string[]>>;
export interface CspRule {
  /** Request paths this rule applies to. */
  paths: RegExp;
  sources: CspSources;
}

/** What the rules depend on; a subset of the web tier's configuration. */
export interface CspInputs {
  MAP_TILE_URL: string;
  SENTRY_DSN?: string;
  GOOGLE_CLIENT_ID?: string;
  FACEBOOK_APP_ID?: string;
}

const MAP_PAGES = /^\/(employee\/)?jobs\/map\b/;
/** The job editor's small map (docs/jobs.md#posting-and-editing): creating, posting again and editing a job. */
const JOB_EDITOR_PAGES = /^\/company\/jobs\/(create|[^/]+\/edit)\b/;
const SOCIAL_SIGN_IN_PAGES = /^\/(login|signup)\b/;
const ALL_PAGES = /^\//;
/** Pages whose forms POST to an action that redirects to Stripe Checkout or the billing portal. */
const PAYMENT_FORM_PAGES = /^\/(pricing|company|payments)\b/;

export function buildCspRules(inputs: CspInputs): CspRule[] {
  const rules: CspRule[] = [
    { paths: MAP_PAGES, sources: { "img-src": [tileSource(inputs.MAP_TILE_URL)] } },
    { paths: JOB_EDITOR_PAGES, sources: { "img-src": [tileSource(inputs.MAP_TILE_URL)] } },
    // Chromium applies form-action to the redirect that follows a form POST, not only to the form's own URL.
    {
      paths: PAYMENT_FORM_PAGES,
      sources: { "form-action": ["https://checkout.stripe.com", "https://billing.stripe.com"] },
    },
  ];
  if (inputs.GOOGLE_CLIENT_ID) {
    // Google Identity Services: script, its button iframe, its stylesheet and its XHRs.
    const gsi = "https://accounts.google.com/gsi/";
    rules.push({
      paths: SOCIAL_SIGN_IN_PAGES,
      sources: {
        "script-src": [`${gsi}client`],
        "frame-src": [gsi],
        "connect-src": [gsi],
        "style-src": [`${gsi}style`],
      },
    });
  }
  if (inputs.FACEBOOK_APP_ID) {
    rules.push({
      paths: SOCIAL_SIGN_IN_PAGES,
      sources: {
        "script-src": ["https://connect.facebook.net"],
        "frame-src": ["https://www.facebook.com", "https://web.facebook.com"],
        "connect-src": ["https://www.facebook.com", "https://graph.facebook.com"],
        "img-src": ["https://www.facebook.com"],
      },
    });
  }
  if (inputs.SENTRY_DSN)
    rules.push({ paths: ALL_PAGES, sources: { "connect-src": [new URL(inputs.SENTRY_DSN).origin] } });
  return rules;
}

/**
 * What makes a document's own scripts trusted: the response's fresh nonce (a rendered page), or the SHA-256 sources
 * of the inline scripts of a stored page (server/script-hashes.ts: a page-cache hit sends the same bytes to everyone,
 * so it can carry no per-response nonce).
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

/**
 * The policy for one response. With 'strict-dynamic', browsers ignore host sources in
 * script-src and trust scripts loaded by a nonced (or hash-matched) script; the hosts stay for older browsers.
 */
export function buildCsp(trust: ScriptTrust, path: string, rules: readonly CspRule[]): string {
  if ("hashes" in trust) return policyFor(trust.hashes, matchingRules(path, rules));
  const [before, after] = nonceTemplate(path, rules);
  return before + trust.nonce + after;
}

const NONCE_MARK = "\u0000nonce\u0000";
/** Each rules table's policies split around the nonce, by the rules a path matches (at most 2^rules of them). */
const templates = new WeakMap<readonly CspRule[], Map<string, readonly [string, string]>>();

/**
 * A rendered page's policy is the same for every response of its rule set but for the nonce: it is written once per
 * set of matching rules and cut where the nonce goes, so a response costs a concatenation, not a policy.
 */
function nonceTemplate(path: string, rules: readonly CspRule[]): readonly [string, string] {
  const matching = matchingRules(path, rules);
  const key = matching.map((rule) => rules.indexOf(rule)).join(",");
  let byKey = templates.get(rules);
  if (!byKey) templates.set(rules, (byKey = new Map()));
  let template = byKey.get(key);
  if (!template) {
    const [before, after] = policyFor([`'nonce-${NONCE_MARK}'`], matching).split(NONCE_MARK);
    template = [before, after] as const;
    byKey.set(key, template);
  }
  return template;
}

function matchingRules(path: string, rules: readonly CspRule[]): CspRule[] {
  return rules.filter((rule) => rule.paths.test(path));
}

function policyFor(scripts: readonly string[], matching: readonly CspRule[]): string {
  const directives = new Map<string, string[]>([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scripts, "'strict-dynamic'"]],
    // Our own workers only (the photo shrink, app/lib/uploads/shrink-photo.worker.ts), from our origin.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
  ]);
  for (const rule of matching) {
    for (const [directive, sources] of Object.entries(rule.sources)) {
      // A directive that is not in the base policy starts from 'self', as default-src would have.
      const current = directives.get(directive) ?? ["'self'"];
      directives.set(directive, [...current, ...sources.filter((source) => !current.includes(source))]);
    }
  }
  return [...directives].map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "'self'";
  const [, scheme, host] = match;
  return `${scheme}${host.replace(/\{[a-z]\}/g, "*")}`;
}
