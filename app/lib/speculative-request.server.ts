/**
 * Whether a request is a browser's guess rather than someone opening the page (docs/applications.md): a link
 * prefetch (`<link rel="prefetch">`, which Remix's `<Link prefetch>` renders; Chromium and Firefox send
 * `Sec-Purpose: prefetch`, older ones `Purpose: prefetch` or `X-Moz: prefetch`), a prerender
 * (`Sec-Purpose: prefetch;prerender`), Safari's preview (`X-Purpose: preview`), or a HEAD. A loader whose GET has
 * an effect (the applicant page marks an application viewed) takes it only when this says no.
 */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;

/** `prefetch`, `prefetch;prerender`, `preview`: the first item of the header's list, its parameters left off. */
function speculativePurpose(value: string): boolean {
  const purpose = value.split(/[;,]/, 1)[0]?.trim().toLowerCase() ?? "";
  return purpose === "prefetch" || purpose === "preview";
}

export function isSpeculativeRequest(request: Request): boolean {
  if (request.method !== "GET") return true;
  return PURPOSE_HEADERS.some((name) => speculativePurpose(request.headers.get(name) ?? ""));
}
