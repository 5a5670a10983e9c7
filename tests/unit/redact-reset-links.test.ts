/** security.md "Logging and errors": a password reset or e-mail change link's token never reaches a log. */
import { describe, expect, it } from "vitest";
import { redactText, redactUrl } from "../../common/redact";

const UUID = "0b5c2f2e-8a4e-4c57-9d55-3c2d4b6f8a11";
const TOKEN = "q3Xv9mB2kLr7TzW1yH8sPaD4cN6eJ0uGfQiRoVtYx5w";

describe("password reset links in logs", () => {
  it.each([
    `/reset-password/${UUID}/${TOKEN}`,
    `/reset-password/${UUID}/${TOKEN}?lng=en`,
    `/reset-password/${UUID}/${TOKEN}.data`,
    `/api/auth/password-reset/${UUID}/${TOKEN}/`,
    `http://localhost:3000/reset-password/${UUID}/${TOKEN}`,
    `/email-change/${UUID}/${TOKEN}`,
    `/email-change/${UUID}/${TOKEN}.data?lng=gr`,
    `/api/users/email-change/${UUID}/${TOKEN}/`,
  ])("masks the token of %s", (url) => {
    expect(redactUrl(url)).not.toContain(TOKEN);
    expect(redactText(`GET ${url} failed`)).not.toContain(TOKEN);
  });

  it("keeps the request path readable", () => {
    expect(redactUrl(`/api/auth/password-reset/${UUID}/${TOKEN}/`)).toBe(
      `/api/auth/password-reset/${UUID}/[redacted]/`,
    );
    expect(redactUrl("/api/auth/password-reset/")).toBe("/api/auth/password-reset/");
  });
});
