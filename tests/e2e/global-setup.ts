import { startServer } from "../support/start-server";

/** Starts one app server for the whole browser run on a free port with a fresh DATA_DIR. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
