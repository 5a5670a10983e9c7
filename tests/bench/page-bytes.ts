/**
 * Bytes of a first page load as the server sends them (design section 10: `/jobs` ≤ 100 KB with JS, ≤ 25 KB of
 * HTML+CSS). For `/`, `/jobs`, a job page, `/pricing` and Lite `/jobs` (`Save-Data: on`) it fetches the document with
 * `Accept-Encoding: br, gzip`, follows its `<link rel=stylesheet|modulepreload>`, `<script src>` and the static
 * imports of its inline module scripts, fetches each the same way and counts the bytes on the wire (the
 * encoded body: brotli where the server has it).
 *
 *   npx tsx tests/bench/page-bytes.ts http://127.0.0.1:3000
 *
 * tests/e2e/jobs-list.spec.ts uses `measurePage` to hold `/jobs` to its budget.
 */
import http from "node:http";
import https from "node:https";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export interface Transfer {
  url: string;
  /** Bytes of the body as sent (compressed when Content-Encoding says so). */
  bytes: number;
  encoding: string;
  /** The decoded body. */
  text: string;
}

export interface PageBytes {
  document: Transfer;
  stylesheets: Transfer[];
  scripts: Transfer[];
  htmlCss: number;
  total: number;
}

/** One GET as a browser asking for brotli or gzip would get it, counting the raw bytes before decoding. */
export function fetchEncoded(url: string, headers: Record<string, string> = {}): Promise<Transfer> {
  const get = url.startsWith("https:") ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { "Accept-Encoding": "br, gzip", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if ((response.statusCode ?? 0) >= 400) {
          reject(new Error(`${url}: HTTP ${response.statusCode}`));
          return;
        }
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        const decoded =
          encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ url, bytes: raw.length, encoding, text: decoded.toString("utf8") });
      });
    });
    request.on("error", reject);
  });
}

/** Stylesheet and script URLs a document makes the browser load at once, absolute, without repeats. */
export function assetsOf(html: string, documentUrl: string): { stylesheets: string[]; scripts: string[] } {
  const absolute = (href: string) => new URL(decodeEntities(href), documentUrl).href;
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "stylesheet") stylesheets.add(absolute(href));
    if (rel === "modulepreload") scripts.add(absolute(href));
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(attributes, "src");
    if (src) scripts.add(absolute(src));
    // Remix's inline module script imports the manifest, entry and route modules.
    else if (attribute(attributes, "type") === "module") {
      for (const [, specifier] of body.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g)) {
        scripts.add(absolute(specifier));
      }
    }
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}

export async function measurePage(url: string, headers: Record<string, string> = {}): Promise<PageBytes> {
  // `headers` (a signed-in visitor's cookie) go with the document only: assets are the same for everyone.
  const document = await fetchEncoded(url, headers);
  const { stylesheets, scripts } = assetsOf(document.text, url);
  const [css, js] = await Promise.all([
    Promise.all(stylesheets.map((asset) => fetchEncoded(asset))),
    Promise.all(scripts.map((asset) => fetchEncoded(asset))),
  ]);
  const sum = (transfers: Transfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);
  const htmlCss = document.bytes + sum(css);
  return { document, stylesheets: css, scripts: js, htmlCss, total: htmlCss + sum(js) };
}

/** Whether Leaflet is in any of a page's scripts, by URL or by content. */
export function mentionsLeaflet(scripts: readonly Transfer[]): boolean {
  return scripts.some(
    (script) => /leaflet/i.test(script.url) || /leaflet-container|_leaflet_id|Leaflet/.test(script.text),
  );
}

/**
 * Whether Sentry is in any of these transfers, by URL or by content. Without SENTRY_DSN nothing of it may be
 * (docs/errors.md#sentry); with it, the document names the module it imports after hydration.
 */
export function mentionsSentry(transfers: readonly Transfer[]): boolean {
  return transfers.some((transfer) => /sentry/i.test(transfer.url) || /sentry/i.test(transfer.text));
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function decodeEntities(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx tests/bench/page-bytes.ts <baseUrl>");
  const firstJob = JSON.parse((await fetchEncoded(new URL("/api/jobs/?limit=1", base).href)).text) as {
    results: Array<{ id: number }>;
  };
  const jobId = firstJob.results[0]?.id;
  const paths = ["/", "/jobs", ...(jobId === undefined ? [] : [`/jobs/${jobId}/description`]), "/pricing"];
  console.log("page                         HTML      CSS   HTML+CSS    JS    HTML+CSS+JS  (as sent)");
  // Lite /jobs (Save-Data: on, docs/ui.md#lite-mode) after the others: no scripts, all of it ≤ 10 KB.
  const pages: Array<[string, Record<string, string>]> = [
    ...paths.map((path): [string, Record<string, string>] => [path, {}]),
    ["/jobs", { "Save-Data": "on" }],
  ];
  for (const [path, headers] of pages) {
    const page = await measurePage(new URL(path, base).href, headers);
    const css = page.htmlCss - page.document.bytes;
    const js = page.total - page.htmlCss;
    console.log(
      [
        (headers["Save-Data"] ? `${path} (Lite)` : path).padEnd(26),
        kb(page.document.bytes).padStart(9),
        kb(css).padStart(9),
        kb(page.htmlCss).padStart(9),
        kb(js).padStart(9),
        kb(page.total).padStart(11),
        `  ${page.document.encoding}/${[...new Set(page.scripts.map((s) => s.encoding))].join(",")}`,
        mentionsLeaflet(page.scripts) ? "  (Leaflet!)" : "",
        mentionsSentry(page.scripts) ? "  (Sentry!)" : "",
      ].join(""),
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
