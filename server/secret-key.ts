/**
 * The secret a default start signs with (docs/operations.md#starting, security.md "Safe defaults and true claims").
 * Without SECRET_KEY, and unless NODE_ENV=development asked for the development secret, the first start writes a long
 * random secret to DATA_DIR/secret-key (mode 0600) and every later start reads it back, so sessions survive a restart
 * and nobody who has read this repository can sign a token. Runs in server.ts before the configuration is parsed, and
 * puts the secret into the environment the three tiers read.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../common/env-schema";

export const SECRET_KEY_FILE = "secret-key";
/** 48 random bytes: 64 base64url characters, far past the 32 the configuration asks for. */
const SECRET_BYTES = 48;
const MIN_LENGTH = 32;

export type SecretKeySource = "environment" | "development" | "generated" | "data-dir";

/** Fills `env.SECRET_KEY` from DATA_DIR when it is unset; says where the secret came from. */
export function provideSecretKey(env: NodeJS.ProcessEnv): { source: SecretKeySource; file?: string } {
  if (env.SECRET_KEY) return { source: "environment" };
  if (env.NODE_ENV === "development") return { source: "development" };
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const file = path.join(dataDir, SECRET_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  const generated = writeNewSecret(file);
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError([
      {
        variable: "SECRET_KEY",
        message: `${file} holds fewer than ${MIN_LENGTH} characters; delete it to make a new one`,
      },
    ]);
  }
  // A copy restored from a backup may have come back readable by others: the secret is worth nothing then.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  env.SECRET_KEY = secret;
  return { source: generated ? "generated" : "data-dir", file };
}

/** Writes a new secret unless the file exists (`wx`: of two processes starting at once, one writes). */
function writeNewSecret(file: string): boolean {
  try {
    writeFileSync(file, `${randomBytes(SECRET_BYTES).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
    return true;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "EEXIST") return false;
    throw error;
  }
}
