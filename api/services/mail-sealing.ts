/**
 * The bodies of a queued mail that carries a secret (an activation, password or e-mail change link), sealed while
 * the mail waits in `outgoing_mails` (docs/mail.md): AES-256-GCM under a key derived from SECRET_KEY by HKDF
 * for this purpose only, a fresh 96-bit nonce per mail. The database keeps those tokens only as hashes, so the
 * table and the queue must not hold them readable either; the worker opens the seal when it sends.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

type MailSeal = {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this SECRET_KEY, or was altered. */
  open(sealed: string): string;
};

export function createMailSeal(secretKey: string): MailSeal {
  const key = Buffer.from(hkdfSync("sha256", secretKey, "", "seasonal-jobs queued mail bodies", 32));
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
