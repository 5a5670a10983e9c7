/**
 * Reads of the API that are the same for every reader (the public job list), made as a guest and shared between
 * pages for a moment (server/read-cache.ts, docs/operations.md#caches): a signed-in worker's `/jobs` then costs its own
 * marks, not the list's queries again. Never for a call that needs the user's token.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { apiFor } from "~/lib/session/api-client.server";
import type { QueryValue } from "./client.server";

export interface SharedReadOptions<S extends z.ZodTypeAny> {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  schema: S;
}

/** `GET path` as a guest, parsed by `schema`; the same path and query within the cache's period share one call. */
export function sharedRead<S extends z.ZodTypeAny>(
  context: AppLoadContext,
  path: string,
  options: SharedReadOptions<S>,
): Promise<z.output<S>> {
  const load = () => apiFor(context).request(path, options);
  return context.readCache ? context.readCache.read(JSON.stringify([path, options.query ?? {}]), load) : load();
}
