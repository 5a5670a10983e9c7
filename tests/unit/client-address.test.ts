import type { Socket } from "node:net";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientOf, type ApiBindings } from "../../api/http/client-address";

/** The client key the API's throttles use for a call made with these bindings and headers. */
async function clientFor(bindings: ApiBindings | undefined, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientOf(c)));
  return (await app.request("/", { headers }, bindings)).text();
}

/** The one field of a socket the API reads. */
const socket = (remoteAddress: string) => ({ remoteAddress }) as Socket;

describe("clientOf", () => {
  it("takes Express's req.ip over HTTP, else the socket's peer, never a header", async () => {
    const forged = { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.9" };
    expect(await clientFor({ incoming: { ip: "198.51.100.7", socket: socket("127.0.0.1") } }, forged)).toBe(
      "198.51.100.7",
    );
    expect(await clientFor({ incoming: { socket: socket("127.0.0.2") } }, forged)).toBe("127.0.0.2");
  });

  it("takes the web tier's binding for an in-process call, and one shared key without any", async () => {
    expect(await clientFor({ clientAddress: "192.0.2.5" })).toBe("192.0.2.5");
    expect(await clientFor(undefined, { "X-Forwarded-For": "203.0.113.9" })).toBe("unknown");
  });

  it("counts an IPv4-mapped address as the IPv4 one and an IPv6 address by its /56", async () => {
    expect(await clientFor({ clientAddress: "::ffff:192.0.2.5" })).toBe("192.0.2.5");
    const one = await clientFor({ clientAddress: "2001:db8:1:2ff:1::1" });
    expect(await clientFor({ clientAddress: "2001:db8:1:200::abcd" })).toBe(one);
    expect(await clientFor({ clientAddress: "2001:db8:1:300::1" })).not.toBe(one);
  });
});
