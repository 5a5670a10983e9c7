/**
 * `GET /schema/`: the OpenAPI 3.1 document of the API, public. It depends on the code and the configuration alone,
 * so it is built on the first request and kept for the life of the process.
 */
import { getOpenApiDocument } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { route } from "../http/route";
import { buildApiDocument, type OpenApiDocument } from "../openapi/document";

export function schemaRoutes({ config }: ApiDeps) {
  let document: OpenApiDocument | undefined;
  return [
    route(getOpenApiDocument, async ({ c }) => {
      // Without a Stripe key the local payment provider serves its own pages (api/services/payments/choose-provider.ts).
      document ??= buildApiDocument({ localPayments: !config.STRIPE_SECRET_KEY });
      c.header("Cache-Control", "public, max-age=300");
      return document;
    }),
  ];
}
