import { describe, expect, it } from "vitest";
import { getToast, redirectWithToast } from "~/lib/toast.server";

function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

describe("redirectWithToast and getToast", () => {
  it("carries a toast to the next request once, through a signed cookie", async () => {
    const response = await redirectWithToast("/jobs", { type: "success", title: "Saved", description: "All good." });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=.+; Path=\/; HttpOnly; SameSite=Lax/);

    const next = new Request("http://localhost/jobs", { headers: { Cookie: cookieFrom(response) } });
    const { toast, headers } = await getToast(next);
    expect(toast).toMatchObject({ type: "success", title: "Saved", description: "All good." });
    expect(toast?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers?.get("Set-Cookie")).toMatch(/^toast=; Max-Age=0/);
  });

  it("keeps the caller's status and headers", async () => {
    const response = await redirectWithToast("/", { title: "Hi" }, { status: 303, headers: { "X-Test": "1" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("X-Test")).toBe("1");
  });

  it("reads no toast and sets no cookie on an ordinary request", async () => {
    expect(await getToast(new Request("http://localhost/", { headers: { Cookie: "i18next=en" } }))).toEqual({
      toast: null,
      headers: null,
    });
  });

  it("ignores a forged toast but still clears it", async () => {
    const forged = `toast=${btoa(JSON.stringify({ id: "x", type: "info", title: "Forged" }))}`;
    const { toast, headers } = await getToast(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
    expect(headers?.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });
});
