import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { listenForInvalidations, type Notifications } from "../../server/pg-notifications";
import { startPostgresCluster, type PostgresCluster } from "./pg-cluster";
import { waitFor } from "./support";

/**
 * docs/operations.md#caches: the LISTEN/NOTIFY connection of server/pg-notifications.ts. A notice reaches the other
 * listeners, not its sender; after the database was stopped and started again each listener connects anew (and clears
 * its caches, for the notices it missed), and notices flow again. The cluster is this file's own.
 */
let cluster: PostgresCluster;
let one: Notifications;
let other: Notifications;
const heard = { one: 0, other: 0 };

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const log = createLogger("silent");
  one = listenForInvalidations({ databaseUrl: cluster.url, log, onRemoteWrite: () => (heard.one += 1) });
  other = listenForInvalidations({ databaseUrl: cluster.url, log, onRemoteWrite: () => (heard.other += 1) });
  expect(await waitFor(async () => one.listening() && other.listening(), 10_000, 50)).toBe(true);
}, 120_000);
afterAll(async () => {
  await one?.close();
  await other?.close();
  await cluster?.dispose();
});

describe("cache notifications between processes", () => {
  it("a notice reaches the other listener and not its sender", async () => {
    const before = { ...heard };
    one.send();
    expect(await waitFor(async () => heard.other === before.other + 1, 5_000, 20)).toBe(true);
    expect(heard.one).toBe(before.one);
  });

  it("listens again after the database was stopped and started, clearing on the way", async () => {
    await cluster.stop();
    expect(await waitFor(async () => !one.listening() && !other.listening(), 5_000, 50)).toBe(true);
    // Nobody can hear a notice now: it is dropped, not queued or thrown.
    one.send();
    const before = { ...heard };
    await cluster.start();
    expect(await waitFor(async () => one.listening() && other.listening(), 20_000, 100)).toBe(true);
    // Reconnecting clears each listener's caches: notices may have been missed meanwhile.
    expect(heard.one).toBeGreaterThan(before.one);
    expect(heard.other).toBeGreaterThan(before.other);

    const afterReconnect = heard.one;
    other.send();
    expect(await waitFor(async () => heard.one === afterReconnect + 1, 5_000, 20)).toBe(true);
  }, 60_000);
});
