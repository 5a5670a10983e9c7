/**
 * autocannon 9 through a typed door (the package ships no types): the few options and result fields the load
 * tests use, plus one line of numbers per run for the report.
 */
import { createRequire } from "node:module";

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
  headers?: Record<string, string>;
  /** Cycled through in order by every connection. */
  requests?: LoadRequest[];
}

export interface LoadResult {
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return autocannon({ timeout: 10, ...options });
}

export function describeLoad(name: string, result: LoadResult): string {
  const { latency, requests } = result;
  return (
    `${name.padEnd(42)} ${String(Math.round(requests.average)).padStart(6)} req/s  ` +
    `p50 ${latency.p50} ms  p90 ${latency.p90} ms  p99 ${latency.p99} ms  max ${latency.max} ms  ` +
    `2xx ${result["2xx"]}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`
  );
}
