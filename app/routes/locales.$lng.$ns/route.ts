import type { LoaderFunctionArgs } from "@remix-run/node";
import { getNamespaceResource } from "~/lib/i18n/resources.server";

/**
 * Serves a locale namespace to the browser's translation runtime (lib/i18n/runtime.ts): /locales/en/common.json.
 * Files change only with a deploy, so an hour of caching plus a day of background revalidation.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const file = params.ns ?? "";
  const resource = file.endsWith(".json") ? getNamespaceResource(params.lng, file.slice(0, -".json".length)) : null;
  if (!resource) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return Response.json(resource, {
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
