/**
 * Server throughput against design section 10: a guest's `/jobs` ≥ 1/2 of the same server's throughput on a
 * static file of the same size (the guest page may come from the micro-cache, server/page-cache.ts), a
 * signed-in `/jobs` and the area pages ≥ 1/10. autocannon (tests/reliability/autocannon.ts) on loopback, 8 connections
 * for 8 s per URL after a one-second warm-up, every request with `Accept-Encoding: br, gzip` and `Accept-Language`.
 * The static file is the built asset whose precompressed brotli size is closest to what the server sends for
 * `/jobs`. The signed-in visitor is the demo employee, with the `access` and `refresh` cookies the web tier
 * reads (app/lib/session.server.ts).
 *
 *   npx tsx tests/bench/throughput.ts http://127.0.0.1:3000
 *
 * Needs a built app (build/client/assets) and the demo accounts. `npm run bench` (tests/bench/run.ts) runs it
 * against a fresh production server.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeLoad, runLoad, type LoadResult } from "../reliability/autocannon";
import { signIn } from "../reliability/support";
import { REPO_ROOT } from "../support/start-server";
import { fetchEncoded } from "./page-bytes";

export const CONNECTIONS = 8;
export const SECONDS = 8;
const WARM_UP_SECONDS = 1;
/** What a browser sends that changes the answer (brotli, a language). */
export const BROWSER_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "en-GB,en;q=0.9" };
/**
 * Design section 10: guest ≥ 1/2 (it said 1/4 when docs/performance.md#how-they-are-measured was written), signed-in
 * pages ≥ 1/10.
 */
export const RATIO_BUDGETS = { guest: 0.5, signedIn: 0.1 };

export interface Run {
  name: string;
  path: string;
  result: LoadResult;
}

export interface Throughput {
  guest: Run;
  signedIn: Run;
  /** The same worker on the employee area's list (issue 10: reported beside the guest figures). */
  area: Run;
  /** The caller's further signed-in pages (`ThroughputOptions.pages`), each with its ratio to the static file. */
  pages: Array<Run & { ratio: number; budget: number }>;
  static: Run;
  /** Bytes of `/jobs` as the server sends it to a guest (brotli). */
  pageBytes: number;
  /** Brotli bytes of the static file. */
  fileBytes: number;
  guestRatio: number;
  signedInRatio: number;
  areaRatio: number;
}

/** A signed-in page to load: as one user, or as several in turn (their cookies one request after another). */
export interface SignedInPage {
  name: string;
  path: string;
  cookies: string[];
  /** Its budget as a share of the static file's rate, when not RATIO_BUDGETS.signedIn (issue 23: the busy tab 0.05). */
  budget?: number;
}

export interface ThroughputOptions {
  connections?: number;
  seconds?: number;
  onRun?: (name: string) => void;
  /** More signed-in pages, measured after `/employee/jobs` against the same static file. */
  pages?: SignedInPage[];
}

/** The built asset whose precompressed (brotli) size is closest to `bytes`. */
export function assetOfSize(bytes: number): { path: string; bytes: number } {
  const assets = path.join(REPO_ROOT, "build", "client", "assets");
  const candidates = readdirSync(assets)
    .filter((name) => name.endsWith(".br"))
    .map((name) => ({ path: `/assets/${name.slice(0, -3)}`, bytes: statSync(path.join(assets, name)).size }));
  const closest = candidates.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0];
  if (!closest) throw new Error("no precompressed assets in build/client/assets: run npm run build");
  return closest;
}

/** One URL under load, as every throughput figure is measured. */
export interface LoadTarget {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Several users: every connection cycles through their cookies, one request each. */
  cookies?: string[];
}

export interface LoadRunOptions {
  connections?: number;
  seconds?: number;
  /** Awaited after the warm-up, right before the measured run starts (to read counters around it). */
  beforeMeasured?: () => void | Promise<void>;
}

/**
 * A one-second warm-up with two connections, then the measured run. A run with any error, timeout or non-2xx
 * answer throws: it measured something else than the page.
 */
export async function loadRun(base: string, target: LoadTarget, options: LoadRunOptions = {}): Promise<Run> {
  const url = `${base}${target.path}`;
  const { headers, cookies = [] } = target;
  const requests =
    cookies.length > 1 ? cookies.map((cookie) => ({ path: target.path, headers: { ...headers, cookie } })) : undefined;
  await runLoad({ url, connections: 2, duration: WARM_UP_SECONDS, headers, requests });
  await options.beforeMeasured?.();
  const result = await runLoad({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers,
    requests,
  });
  if (result.errors || result.timeouts || result.non2xx || !result["2xx"]) {
    throw new Error(`${target.name} was not measured cleanly: ${describeLoad(target.name, result)}`);
  }
  return { name: target.name, path: target.path, result };
}

export async function measureThroughput(base: string, options: ThroughputOptions = {}): Promise<Throughput> {
  const connections = options.connections ?? CONNECTIONS;
  const duration = options.seconds ?? SECONDS;
  const session = await signIn(base);
  const signedInHeaders = { ...BROWSER_HEADERS, cookie: session.cookie };

  // What each run asks for must be what it claims to measure: checked once before the load.
  await probe(`${base}/jobs`, BROWSER_HEADERS);
  const guestPage = await probe(`${base}/jobs`, BROWSER_HEADERS);
  if (guestPage.cache !== "hit")
    throw new Error(`guest /jobs asked twice was not a page-cache hit (X-Page-Cache: ${guestPage.cache})`);
  if (guestPage.signedIn) throw new Error("guest /jobs shows a signed-in header");
  const signedInPage = await probe(`${base}/jobs`, signedInHeaders);
  if (signedInPage.cache) throw new Error(`signed-in /jobs went through the guest page cache (${signedInPage.cache})`);
  if (!signedInPage.signedIn)
    throw new Error("signed-in /jobs does not show the employee as signed in (cookies refused?)");

  const pageBytes = (await fetchEncoded(`${base}/jobs`)).bytes;
  const file = assetOfSize(pageBytes);

  const run = (name: string, urlPath: string, headers: Record<string, string>, cookies: string[] = []) => {
    options.onRun?.(name);
    return loadRun(base, { name, path: urlPath, headers, cookies }, { connections, seconds: duration });
  };
  const guest = await run("guest /jobs (micro-cached)", "/jobs", BROWSER_HEADERS);
  const signedIn = await run("signed-in /jobs (rendered)", "/jobs", signedInHeaders);
  const area = await run("signed-in /employee/jobs (rendered)", "/employee/jobs", signedInHeaders);
  const pages: Run[] = [];
  for (const page of options.pages ?? []) {
    pages.push(await run(page.name, page.path, { ...BROWSER_HEADERS, cookie: page.cookies[0] ?? "" }, page.cookies));
  }
  const staticFile = await run(`static file ${file.path}`, file.path, BROWSER_HEADERS);
  const perSecond = (run: Run) => run.result.requests.average;
  return {
    guest,
    signedIn,
    area,
    pages: pages.map((page, index) => ({
      ...page,
      budget: options.pages?.[index]?.budget ?? RATIO_BUDGETS.signedIn,
      ratio: perSecond(page) / perSecond(staticFile),
    })),
    static: staticFile,
    pageBytes,
    fileBytes: file.bytes,
    guestRatio: perSecond(guest) / perSecond(staticFile),
    signedInRatio: perSecond(signedIn) / perSecond(staticFile),
    areaRatio: perSecond(area) / perSecond(staticFile),
  };
}

/** One request: the page's status must be 200; what the page cache said, and whether it shows a signed-in visitor. */
export async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{ cache: string | null; signedIn: boolean }> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { cache: response.headers.get("x-page-cache"), signedIn: html.includes('action="/logout"') };
}

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx tests/bench/throughput.ts <baseUrl>");
  const result = await measureThroughput(base.replace(/\/$/, ""), { onRun: (name) => console.error(`load: ${name}`) });
  for (const run of [result.guest, result.signedIn, result.static]) console.log(describeLoad(run.name, run.result));
  console.log(`page ${result.pageBytes} B brotli, file ${result.fileBytes} B brotli`);
  console.log(`guest : static     ${result.guestRatio.toFixed(3)} (budget ≥ ${RATIO_BUDGETS.guest})`);
  console.log(`signed-in : static ${result.signedInRatio.toFixed(3)} (budget ≥ ${RATIO_BUDGETS.signedIn})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
