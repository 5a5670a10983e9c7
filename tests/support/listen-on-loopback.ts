import { createServer, type RequestListener, type Server } from "node:http";

/**
 * An app (an Express app, or any request listener) served on a free loopback port, for a test that calls it over
 * HTTP: its `origin` to fetch, and `close()`, which also ends the connections fetch keeps alive and any request
 * still held open (a stand-in that never answers), so the test never waits on them. Made once for the tests that
 * each wrote the same dozen lines.
 */
export interface Loopback {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function listenOnLoopback(app: RequestListener): Promise<Loopback> {
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the loopback server has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
