/**
 * The reference on the error screen (docs/errors.md#unexpected-errors-and-their-reference): for an unexpected server
 * error, the screen shows the request id, which is the response's X-Request-Id and the id of the error's one log line,
 * with JavaScript on and off, and after a client-side navigation (the data request's id). Its own server, to read
 * the log: test pages exist only with TEST_ROUTES=1.
 */
import { startServer, type StartedServer } from "../support/start-server";
import { expect, test } from "./fixtures";

let server: StartedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A fresh embedded database: initdb, migrations and the demo data take a while on a busy machine.
  test.setTimeout(240_000);
  server = await startServer({
    env: { NODE_ENV: "test", TEST_ROUTES: "1", PAGE_CACHE_TTL_MS: "0" },
    timeoutMs: 180_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

interface LogLine {
  msg: string;
  requestId?: string;
  path?: string;
  err?: { name?: string; message?: string; stack?: string };
}

function unexpectedErrorLines(requestId: string): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === "unexpected error" && line.requestId === requestId);
}

async function expectOneLogLine(requestId: string, path: string): Promise<void> {
  await expect.poll(() => unexpectedErrorLines(requestId).length).toBe(1);
  const [line] = unexpectedErrorLines(requestId);
  expect(line.path).toBe(path);
  expect(line.err).toMatchObject({ name: "Error", message: "test: a loader failure" });
  expect(line.err?.stack).toContain("\n    at ");
}

test("a loader's unexpected error: the reference shown is the X-Request-Id and its log line's id", async ({ page }) => {
  const response = await page.goto(`${server.url}/__test/errors/loader?lng=en`);
  expect(response?.status()).toBe(500);
  const requestId = response?.headers()["x-request-id"] ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Send E-mail" })).toHaveAttribute(
    "href",
    `mailto:support@seasonaljobs.gr?subject=${encodeURIComponent(`Error reference ${requestId}`)}`,
  );
  await expectOneLogLine(requestId, "/__test/errors/loader?lng=en");
});

test("after a client-side navigation, the reference is the data request's id", async ({ page, jsDisabled }) => {
  test.skip(jsDisabled, "a client-side navigation needs JavaScript");
  await page.goto(`${server.url}/__test/errors/links?lng=en`);
  const dataResponse = page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === "/__test/errors/loader.data",
  );
  await page.getByRole("link", { name: "loader" }).click();
  const requestId = (await dataResponse).headers()["x-request-id"] ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  await expectOneLogLine(requestId, "/__test/errors/loader.data");
});
