/**
 * Failures on demand, for the tests of error logging, the error screen's reference and Sentry
 * (tests/e2e/error-reference.spec.ts, tests/e2e/sentry.spec.ts). It exists only with TEST_ROUTES=1: server/app.ts
 * answers every /__test/ path with 404 otherwise.
 *
 * - /__test/errors/loader: the loader throws, as a bug would.
 * - /__test/errors/api: the loader meets the API's own failure (GET /api/__test/error/).
 * - /__test/errors/crash: renders on the server, then crashes in the browser once hydrated.
 * - /__test/errors/render: crashes while rendering, on the server already.
 * - /__test/errors/links (any other kind): links to the above, for client-side navigations.
 * - POST to any of them: the action throws (a form with a password field posts to it).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";

const KINDS = ["loader", "api", "crash"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // As a real loader does first: it also names the signed-in user in Sentry's reports.
  const { api } = await getSession(request, context);
  if (params.kind === "loader") throw new Error("test: a loader failure");
  if (params.kind === "api") await api.request("/__test/error/");
  return { kind: params.kind ?? "" };
}

export function action(): never {
  throw new Error("test: an action failure");
}

export default function TestErrors() {
  // Translated like every page; it also keeps this route's imports those of every route, so the build's
  // shared chunks stay as they are without it.
  const { t } = useTranslation();
  const { kind } = useLoaderData<typeof loader>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (kind === "render") throw new Error("test: a render failure");
  if (kind === "crash" && hydrated) throw new Error("test: a render crash in the browser");
  return (
    <section>
      <ul>
        {KINDS.map((name) => (
          <li key={name}>
            <Link to={`/__test/errors/${name}`}>{name}</Link>
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="password" name="password" aria-label="password" autoComplete="off" />
        <button type="submit">{t("errors.actions.tryAgain")}</button>
      </Form>
    </section>
  );
}
