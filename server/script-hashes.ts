/**
 * A stored guest page without a nonce, trusted by the hashes of its inline scripts instead (docs/security.md#headers-
 * and-content-security-policy, decision 193). The page cache (server/page-cache.ts) sends one stored page to every
 * guest, byte for byte and compressed once, so the page can carry no per-response nonce: its `nonce="…"` attributes
 * are taken out and its CSP lists the SHA-256 of each inline script, computed once when the page is stored. Under
 * 'strict-dynamic' a hash-matched script is trusted like a nonced one, and so is what it loads.
 *
 * Only React's and Remix's own markup reaches this: attributes quoted with `"`, and script text in which Remix
 * escapes `<` (so no `</script` inside a script).
 */
import { createHash } from "node:crypto";

/** A `<script …>…</script>` element: its attributes and its text. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** The `type` values a browser runs (a classic or a module script); any other type is a data block (JSON-LD). */
const SCRIPT_TYPES: ReadonlySet<string> = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The CSP sources (`'sha256-…'`) of the inline scripts a browser would run, in document order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || !runs(attributes)) continue;
    const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

function runs(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  const type = match ? (match[1] ?? match[2] ?? match[3] ?? "") : "";
  return SCRIPT_TYPES.has(type.trim().toLowerCase());
}

/**
 * The page with every ` nonce="<nonce>"` attribute taken out, or null when the nonce also appears anywhere else (it
 * would then be sent to every guest: such a page is not stored).
 */
export function withoutNonce(body: Buffer, nonce: string): Buffer | null {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(attribute, start); at !== -1; at = body.indexOf(attribute, start)) {
    parts.push(body.subarray(start, at));
    start = at + attribute.length;
  }
  parts.push(body.subarray(start));
  const stripped = start === 0 ? body : Buffer.concat(parts);
  return stripped.includes(nonce) ? null : stripped;
}
