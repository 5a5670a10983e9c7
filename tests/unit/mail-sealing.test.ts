/** The sealed bodies of a queued mail (api/services/mail-sealing.ts, docs/mail.md). */
import { describe, expect, it } from "vitest";
import { createMailSeal } from "../../api/services/mail-sealing";

const LINK = "http://localhost:3000/users/5b7c/activate/Qm9yZGVyLXRva2VuLXdpdGgtMjU2LWJpdHMtb2YtcmFuZG9t";

describe("createMailSeal", () => {
  it("opens what it sealed, and the sealed text shows nothing of it", () => {
    const seal = createMailSeal("one secret key");
    const sealed = seal.seal(LINK);
    expect(sealed).not.toContain("activate");
    expect(sealed).not.toContain(LINK.slice(-20));
    expect(seal.open(sealed)).toBe(LINK);
  });

  it("seals the same text differently each time (a fresh nonce)", () => {
    const seal = createMailSeal("one secret key");
    expect(seal.seal(LINK)).not.toBe(seal.seal(LINK));
  });

  it("refuses a seal made with another SECRET_KEY, or altered", () => {
    const sealed = createMailSeal("one secret key").seal(LINK);
    expect(() => createMailSeal("another secret key").open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] ^= 1;
    expect(() => createMailSeal("one secret key").open(bytes.toString("base64url"))).toThrow();
  });
});
