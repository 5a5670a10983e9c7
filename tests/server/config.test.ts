import { describe, expect, it } from "vitest";
import { parseApiConfig } from "../../api/config";
import { getPublicEnv, parseWebEnv } from "../../app/lib/env.server";
import { parseServerConfig } from "../../server/config";
import { ConfigError, DEV_SECRET_KEY } from "../../common/env-schema";
import { runServerToExit } from "../support/start-server";

const GOOD_SECRET = "x".repeat(40);

function configError(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error instanceof Error ? error.message : "";
  }
  throw new Error("expected a ConfigError");
}

describe("configuration parsing", () => {
  it("gives every variable a working default for the embedded setup, in production mode", () => {
    const server = parseServerConfig({});
    expect(server).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      TRUST_PROXY: false,
    });
    expect(server.DATA_DIR).toMatch(/\/data$/);
    // The secret is the one thing a default start does not default here: server.ts keeps one in DATA_DIR.
    const api = parseApiConfig({ SECRET_KEY: GOOD_SECRET });
    expect(api).toMatchObject({ NODE_ENV: "production", ACCESS_TOKEN_LIFETIME: 3600, REFRESH_TOKEN_LIFETIME: 604800 });
    expect(api.DATABASE_URL).toBeUndefined();
    expect(parseWebEnv({ SECRET_KEY: GOOD_SECRET }).MAP_TILE_URL).toContain("{z}/{x}/{y}");
  });

  it("uses the development secret only under an explicit NODE_ENV=development", () => {
    for (const parse of [parseApiConfig, parseWebEnv]) {
      expect(parse({ NODE_ENV: "development" }).SECRET_KEY).toBe(DEV_SECRET_KEY);
      for (const NODE_ENV of [undefined, "production", "test"]) {
        expect(configError(() => parse({ NODE_ENV }))).toMatch(/SECRET_KEY: is required with NODE_ENV=/);
        expect(configError(() => parse({ NODE_ENV, SECRET_KEY: DEV_SECRET_KEY }))).toMatch(
          /SECRET_KEY: the development secret is refused unless NODE_ENV=development/,
        );
      }
    }
  });

  it.each([
    ["PORT", { PORT: "eighty" }, /^Invalid configuration: PORT: Expected number/],
    ["PORT", { PORT: "70000" }, /PORT: Number must be less than or equal to 65535/],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }, /PUBLIC_URL: Invalid url/],
    ["PUBLIC_URL", { PUBLIC_URL: "https://jobs.example.gr/app" }, /PUBLIC_URL: Expected an origin/],
    ["API_ONLY", { API_ONLY: "maybe" }, /API_ONLY: Expected a flag/],
    ["WEB_ONLY", { WEB_ONLY: "1" }, /API_URL: is required when WEB_ONLY=1/],
    ["API_URL", { API_URL: "https://api.example.gr/v2" }, /API_URL: Expected a URL ending in \/api/],
    ["TEST_ROUTES", { TEST_ROUTES: "1", NODE_ENV: "production" }, /TEST_ROUTES: is refused in production/],
  ])("server config names %s in its message", (_name, env, message) => {
    expect(configError(() => parseServerConfig(env))).toMatch(message);
  });

  it("reads TRUST_PROXY as off, a hop count or an Express list, never as 'trust everyone'", () => {
    expect(parseServerConfig({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseServerConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseServerConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
  });

  it("takes REDIS_URL as redis:// or rediss:// only; unset, the counters stay in each process", () => {
    expect(parseServerConfig({}).REDIS_URL).toBeUndefined();
    expect(parseServerConfig({ REDIS_URL: "redis://127.0.0.1:6379/2" }).REDIS_URL).toBe("redis://127.0.0.1:6379/2");
    expect(parseServerConfig({ REDIS_URL: "rediss://user:secret@cache.example.gr:6380" }).REDIS_URL).toBe(
      "rediss://user:secret@cache.example.gr:6380",
    );
    expect(configError(() => parseServerConfig({ REDIS_URL: "http://cache.example.gr:6379" }))).toMatch(
      /REDIS_URL: Expected a URL like redis:\/\//,
    );
    expect(configError(() => parseServerConfig({ REDIS_URL: "localhost" }))).toMatch(/REDIS_URL: Invalid url/);
  });

  it("treats an empty variable as unset", () => {
    expect(parseServerConfig({ PORT: "", PUBLIC_URL: "" })).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("refuses short secrets in production (API and web tiers)", () => {
    for (const parse of [parseApiConfig, parseWebEnv]) {
      expect(configError(() => parse({ NODE_ENV: "production", SECRET_KEY: "short-but-16-chars" }))).toMatch(
        /SECRET_KEY: Expected at least 32 characters/,
      );
      expect(parse({ NODE_ENV: "production", SECRET_KEY: GOOD_SECRET, ALLOW_LOCAL_PAYMENTS: "1" }).SECRET_KEY).toBe(
        GOOD_SECRET,
      );
    }
  });

  it("refuses the pay-nothing local payment provider in a production deployment unless it is asked for", () => {
    const production = { NODE_ENV: "production", SECRET_KEY: GOOD_SECRET, PUBLIC_URL: "https://jobs.example.gr" };
    expect(configError(() => parseApiConfig(production))).toMatch(/STRIPE_SECRET_KEY: is required in production/);
    expect(parseApiConfig({ ...production, ALLOW_LOCAL_PAYMENTS: "1" }).ALLOW_LOCAL_PAYMENTS).toBe(true);
    expect(
      parseApiConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
        .STRIPE_SECRET_KEY,
    ).toBe("sk_live_x");
    // A default start on this machine (PUBLIC_URL on loopback) tries the product with the local provider.
    for (const PUBLIC_URL of [undefined, "http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(parseApiConfig({ ...production, PUBLIC_URL }).ALLOW_LOCAL_PAYMENTS).toBe(false);
    }
    for (const PUBLIC_URL of ["http://localhost.example.gr", "http://127.0.0.1.example.gr", "https://10.0.0.1"]) {
      expect(configError(() => parseApiConfig({ ...production, PUBLIC_URL }))).toMatch(/STRIPE_SECRET_KEY/);
    }
  });

  it("validates the API tier's service URLs", () => {
    expect(configError(() => parseApiConfig({ DATABASE_URL: "mysql://db/x" }))).toMatch(
      /DATABASE_URL: Expected a URL like postgres/,
    );
    expect(configError(() => parseApiConfig({ SMTP_URL: "mail.example.gr" }))).toMatch(/SMTP_URL/);
    expect(configError(() => parseApiConfig({ STRIPE_API_BASE: "ftp://x" }))).toMatch(
      /STRIPE_API_BASE: Expected an http or https URL/,
    );
    expect(configError(() => parseApiConfig({ ACCESS_TOKEN_LIFETIME: "-5" }))).toMatch(/ACCESS_TOKEN_LIFETIME/);
    expect(parseApiConfig({ SECRET_KEY: GOOD_SECRET, GOOGLE_API_BASE: "http://127.0.0.1:9999/" }).GOOGLE_API_BASE).toBe(
      "http://127.0.0.1:9999",
    );
  });

  it("takes S3_* all or nothing: none is the disk store, all five the bucket, some names each missing one", () => {
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "seasonal-media",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseApiConfig({ SECRET_KEY: GOOD_SECRET }).S3).toBeUndefined();
    expect(parseApiConfig({ SECRET_KEY: GOOD_SECRET, ...s3 }).S3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "seasonal-media",
      region: "eu-central-1",
      accessKeyId: "key-id",
      secretAccessKey: "secret",
    });
    const partial = configError(() =>
      parseApiConfig({ SECRET_KEY: GOOD_SECRET, S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET }),
    );
    expect(partial).toMatch(
      /S3_REGION: is required with S3_ENDPOINT, S3_BUCKET: object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION/,
    );
    expect(partial).toMatch(/S3_ACCESS_KEY_ID: is required/);
    expect(partial).toMatch(/S3_SECRET_ACCESS_KEY: is required/);
    expect(configError(() => parseApiConfig({ SECRET_KEY: GOOD_SECRET, ...s3, S3_ENDPOINT: "s3.example.gr" }))).toMatch(
      /S3_ENDPOINT: Invalid url/,
    );
    expect(configError(() => parseApiConfig({ SECRET_KEY: GOOD_SECRET, ...s3, S3_BUCKET: "Media_Bucket" }))).toMatch(
      /S3_BUCKET: Expected a bucket name/,
    );
  });

  it("validates the web tier's URLs and hands the browser only public values", () => {
    expect(configError(() => parseWebEnv({ MAP_TILE_URL: "tiles/{z}/{x}/{y}.png" }))).toMatch(/MAP_TILE_URL/);
    expect(configError(() => parseWebEnv({ SENTRY_DSN: "nope" }))).toMatch(/SENTRY_DSN: Invalid url/);
    const env = parseWebEnv({
      SECRET_KEY: GOOD_SECRET,
      API_URL: "https://api.example.gr/api/",
      GOOGLE_CLIENT_ID: "g-id",
    });
    expect(env.API_URL).toBe("https://api.example.gr/api");
    const publicEnv = getPublicEnv(env);
    expect(publicEnv.GOOGLE_CLIENT_ID).toBe("g-id");
    expect(JSON.stringify(publicEnv)).not.toContain(GOOD_SECRET);
    expect(publicEnv).not.toHaveProperty("API_URL");
  });
});

describe("start-up with a bad configuration", () => {
  it.each([
    ["a bad PORT", { PORT: "eighty" }, "PORT"],
    ["a PUBLIC_URL that is not a URL", { PUBLIC_URL: "jobs dot example" }, "PUBLIC_URL"],
    ["the development SECRET_KEY in production", { NODE_ENV: "production", SECRET_KEY: DEV_SECRET_KEY }, "SECRET_KEY"],
    ["half an S3 configuration", { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "media" }, "S3_REGION"],
  ])("stops with exit code 1 and names the variable: %s", async (_case, env, variable) => {
    const { code, output } = await runServerToExit({ env });
    expect(code).toBe(1);
    expect(output).toMatch(new RegExp(`Invalid configuration: .*${variable}: `));
    expect(output).not.toMatch(/listening on/);
  });
});
