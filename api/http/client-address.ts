/**
 * Which client is calling, for the throttles that count per account and client
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication). Never a header the client wrote: over HTTP it is
 * the Node request's address as Express computed it (`req.ip`, which follows X-Forwarded-For only as far as TRUST_PROXY
 * says; server/config.ts), or the socket's peer where no Express stands in front (the API tests' plain server); for the
 * web tier's in-process calls it is the browser's address, which the web tier hands over as a binding of
 * `app.fetch(request, bindings)`, out of any request's reach (server/api-connection.ts).
 */
import type { IncomingMessage } from "node:http";
import { ipKeyGenerator } from "express-rate-limit";
import type { Context } from "hono";

/** What the API's fetch is called with: Hono's node adapter passes `incoming`; the web tier passes `clientAddress`. */
export type ApiBindings = {
  incoming?: Pick<IncomingMessage, "socket"> & { ip?: string };
  clientAddress?: string;
};

/** Calls that name no client (a test calling `app.request()`): one client between them. */
const UNKNOWN_CLIENT = "unknown";

/**
 * The client's key: its address, an IPv4-mapped IPv6 address as the IPv4 one, and an IPv6 address by its /56
 * network, as the per-IP limits count them (express-rate-limit's `ipKeyGenerator`): a single host is usually given
 * a whole /64 or more, so counting single IPv6 addresses would give one machine billions of clients.
 */
export function clientOf(c: Context): string {
  const bindings = (c.env ?? {}) as ApiBindings;
  const address = bindings.incoming
    ? (bindings.incoming.ip ?? bindings.incoming.socket.remoteAddress)
    : bindings.clientAddress;
  return address ? ipKeyGenerator(address) : UNKNOWN_CLIENT;
}
