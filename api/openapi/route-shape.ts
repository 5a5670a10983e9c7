/**
 * Comparing the document with the routes an app really registers (Hono's `app.routes`). Parameter names are
 * labels, not part of a route, so both sides are reduced to a shape: `/api/jobs/:id/` and `/jobs/{id}/` are
 * both `/jobs/{}/`.
 */
import type { EndpointSpec as Endpoint } from "../../contract/endpoint";

export type RegisteredRoute = { method: string; path: string };

/** `GET /jobs/{}/`: the method and the path with its parameters anonymous, relative to `basePath`. */
export function routeShape(method: string, path: string, basePath = ""): string {
  const relative = basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
  const anonymous = relative.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, "{}").replace(/\{[A-Za-z0-9_]+\}/g, "{}");
  return `${method.toUpperCase()} ${anonymous}`;
}

/**
 * The operations an app serves. `ALL` entries are middleware (`use`) and catch-alls such as a 405 answer, not
 * operations; a GET route answers HEAD by itself.
 */
export function registeredRouteShapes(routes: readonly RegisteredRoute[], basePath: string): Set<string> {
  return new Set(
    routes.filter((route) => route.method !== "ALL").map((route) => routeShape(route.method, route.path, basePath)),
  );
}

export function endpointShape(endpoint: Pick<Endpoint, "method" | "path">): string {
  return routeShape(endpoint.method, endpoint.path);
}
