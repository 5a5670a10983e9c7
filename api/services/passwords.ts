import { hash, parseOptions, verify } from "@node-rs/argon2";

/** argon2id at OWASP's minimum (security.md): 19 MiB, 2 passes, 1 lane. The algorithm is the library's default. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) to store in users.password_hash. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`. A missing or malformed hash (inactive user, social-only
 * account, unknown e-mail) still costs one verification, so a wrong e-mail and a wrong password take as long.
 */
export async function verifyPassword(password: string, passwordHash: string | null | undefined): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker (or other) settings than today's and should be redone at login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      !passwordHash.startsWith("$argon2id$") ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash("not a password of anyone", ARGON2_OPTIONS);
  return dummy;
}
