/**
 * Lighthouse mobile on the pages design section 10 names (`/`, `/jobs`, a job page, `/pricing`): performance
 * ≥ 95, accessibility 100, SEO 100, best practices ≥ 95, CLS 0. Lighthouse's default preset is the mobile one:
 * a Moto G Power's screen and user agent, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and a 4× CPU slowdown.
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), headless, started by chrome-launcher with its own
 * temporary profile and killed at the end; nothing is downloaded. Each page is run `runs` times and the run
 * with the median performance score is kept.
 *
 *   npx tsx tests/bench/lighthouse.ts http://127.0.0.1:3000 [runs]
 *
 * `npm run bench` (tests/bench/run.ts) runs it against a fresh production server.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { fetchEncoded } from "./page-bytes";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Design section 10's minimum score per category (0–100). */
export const SCORE_BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  "best-practices": 95,
};

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

export interface PageScores {
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  cls: number | null;
  /** "FCP 1.2 s, LCP 1.9 s, …" as Lighthouse displays them. */
  metrics: string;
  /** Per category, the weighted audits that did not pass: "id (score)". */
  failing: Record<Category, string[]>;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster; a busy host scores low). */
  benchmarkIndex: number | null;
  userAgent: string;
  warnings: string[];
}

export interface LighthouseOptions {
  chromePath?: string;
  runs?: number;
  /** Called before each run, for progress output. */
  onRun?: (path: string, run: number) => void;
  /** Receives a function that kills Chromium early (signals, a deadline). */
  onLaunch?: (kill: () => Promise<void>) => void;
}

/** Lighthouse on each path of `base`, one Chromium for all of them. */
export async function runLighthouse(
  base: string,
  paths: readonly string[],
  options: LighthouseOptions = {},
): Promise<PageScores[]> {
  const runs = Math.max(1, options.runs ?? 1);
  const chrome = await launchChromium(options.chromePath);
  options.onLaunch?.(() => killChromium(chrome));
  try {
    const pages: PageScores[] = [];
    for (const path of paths) {
      const results: PageScores[] = [];
      for (let run = 1; run <= runs; run += 1) {
        options.onRun?.(path, run);
        results.push(await auditPage(chrome, new URL(path, base).href, path));
      }
      results.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
      pages.push(results[Math.floor((results.length - 1) / 2)]);
    }
    return pages;
  } finally {
    await killChromium(chrome);
  }
}

export async function launchChromium(
  chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium",
): Promise<LaunchedChrome> {
  // chrome-launcher would leave a failed spawn as an unhandled 'error' event.
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  // handleSIGINT off: the caller cleans up on signals (chrome-launcher's own handler would exit the process).
  return launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, handleSIGINT: false, logLevel: "silent" });
}

/** Kills Chromium's process group and waits until it is gone (chrome-launcher then removes the profile). */
export async function killChromium(chrome: LaunchedChrome): Promise<void> {
  const gone = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once("exit", () => resolve());
  });
  chrome.kill();
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

async function auditPage(chrome: LaunchedChrome, url: string, path: string): Promise<PageScores> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number | null>;
  const failing = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
    failing[category] = failingAudits(lhr, category);
  }
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? null;
  const metrics = METRICS.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? "?"}`).join(", ");
  return {
    path,
    scores,
    cls,
    metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    userAgent: lhr.environment?.networkUserAgent ?? "",
    warnings: lhr.runWarnings.map(String),
  };
}

/** The audits with weight in `category` that scored below 1 (manual and not-applicable ones have no score). */
function failingAudits(lhr: LighthouseResult, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, score: lhr.audits[ref.id]?.score ?? null }))
    .filter((audit): audit is { id: string; score: number } => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score.toFixed(2)})`);
}

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx tests/bench/lighthouse.ts <baseUrl> [runs]");
  const runs = Number(process.argv[3] ?? "1") || 1;
  const firstJob = JSON.parse((await fetchEncoded(new URL("/api/jobs/?limit=1", base).href)).text) as {
    results: Array<{ id: number }>;
  };
  const jobId = firstJob.results[0]?.id;
  const paths = ["/", "/jobs", ...(jobId === undefined ? [] : [`/jobs/${jobId}/description`]), "/pricing"];
  const pages = await runLighthouse(base, paths, {
    runs,
    onRun: (path, run) => console.error(`lighthouse ${path} (run ${run})`),
  });
  console.log("page                         perf  a11y   seo    bp     CLS   metrics");
  for (const page of pages) {
    const cells = CATEGORIES.map((category) => String(page.scores[category] ?? "–").padStart(6)).join("");
    console.log(`${page.path.padEnd(26)}${cells}${(page.cls?.toFixed(3) ?? "–").padStart(8)}   ${page.metrics}`);
    for (const category of CATEGORIES) {
      if (page.failing[category].length) console.log(`    ${category}: ${page.failing[category].join(", ")}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
