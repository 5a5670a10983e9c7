/**
 * The shared stores of several app processes, as README's "Running in production" and the cluster test have them
 * (tests/reliability/cluster.test.ts): one throwaway PostgreSQL cluster (tests/reliability/pg-cluster.ts), one
 * redis-server and one S3-compatible store (tests/support), on loopback; the environment an app process needs to
 * use them; the CPU tiers of those processes; and a stopper that stops everything started, once, in reverse order,
 * also when asked in the middle of starting (Ctrl-C during a bench).
 */
import pg from "pg";
import { haproxyInstalled } from "../support/haproxy";
import { redisServerInstalled, startRedis, type TestRedis } from "../support/redis-server";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { NO_RATE_LIMITS } from "../reliability/support";
import { postgresAvailable, startPostgresCluster, type PostgresCluster } from "../reliability/pg-cluster";
import { commandLine, postmasterOnPort, processesNamed, type Tier } from "./cpu-meter";

/** The Debian packages a run on the shared stores needs and this host lacks (empty: all there). */
export function missingPackages(options: { haproxy: boolean }): string[] {
  return [
    postgresAvailable() ? null : "postgresql",
    redisServerInstalled ? null : "redis-server",
    options.haproxy && !haproxyInstalled() ? "haproxy" : null,
  ].filter((name): name is string => name !== null);
}

export interface Stopper {
  /** Remembers `stop`; when stopping has begun already, calls it at once. Returns the thing tracked. */
  track<T>(thing: T, stop: (thing: T) => Promise<void>): T;
  /** Stops everything tracked, newest first, once (later calls wait for the first). */
  stopAll(): Promise<void>;
}

export function createStopper(onError: (error: unknown) => void = () => undefined): Stopper {
  const stops: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | null = null;
  return {
    track(thing, stop) {
      const run = () => stop(thing).catch(onError);
      if (stopping) void stopping.then(run);
      else stops.push(run);
      return thing;
    },
    stopAll() {
      stopping ??= (async () => {
        for (const stop of stops.splice(0).reverse()) await stop();
      })();
      return stopping;
    },
  };
}

export interface Stores {
  postgres: PostgresCluster;
  /** `PostgreSQL 15.x` as the server reports it. */
  postgresVersion: string;
  redis: TestRedis;
  s3: TestS3;
  /** The CPU tiers of the stores: PostgreSQL (the postmaster and its backends) and Redis. */
  tiers: Tier[];
}

/** PostgreSQL, Redis and the S3 store, each stopped by `stopper`. */
export async function startStores(stopper: Stopper, options: { postgresSettings?: string[] } = {}): Promise<Stores> {
  const postgres = stopper.track(await startPostgresCluster({ settings: options.postgresSettings }), (cluster) =>
    cluster.dispose(),
  );
  const redis = stopper.track(await startRedis(), (server) => server.stop());
  const s3 = stopper.track(await startTestS3(), (store) => store.stop());
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const version = await client.query<{ server_version: string }>("show server_version").finally(() => client.end());
  return {
    postgres,
    postgresVersion: `PostgreSQL ${version.rows[0]?.server_version ?? "?"}`,
    redis,
    s3,
    tiers: [
      { name: "PostgreSQL", roots: () => postmasterOnPort(postgres.port) },
      {
        name: "Redis",
        roots: () => processesNamed("redis-server", process.pid).filter((pid) => isRedisOn(pid, redis.port)),
      },
    ],
  };
}

function isRedisOn(pid: number, port: number): boolean {
  // redis-server names itself `redis-server 127.0.0.1:<port>` once it runs; before that, its arguments hold the port.
  const title = commandLine(pid).join(" ");
  return title.includes(`:${port}`) || title.includes(`--port ${port}`);
}

/**
 * An app process's environment on these stores, as in production (README "Running in production"): production
 * mode, the demo data seeded into the empty database by whichever process starts first, the balancer on loopback
 * trusted for the client's address, and the rate limits lifted (the load comes from one address; the limits' Redis
 * commands still run on every request).
 */
export function appEnv(
  stores: Stores,
  options: { port: number; publicUrl: string; secretKey: string },
): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    SECRET_KEY: options.secretKey,
    DATABASE_URL: stores.postgres.url,
    REDIS_URL: stores.redis.url,
    ...stores.s3.env,
    SEED_DEMO: "1",
    TRUST_PROXY: "loopback",
    ...NO_RATE_LIMITS,
  };
}
