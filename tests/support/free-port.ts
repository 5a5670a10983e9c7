import { createServer } from "node:net";

/**
 * A loopback port nothing listens on right now, for a process a test starts on a port of its own choosing (a
 * server restarted on the same port, a balancer's backends). Another process could take it before it is used;
 * on a test machine that does not happen in practice.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
