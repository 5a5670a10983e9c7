import { getFormProps, getInputProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useRouteLoaderData, useSearchParams, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "#contract/password-characters";
import { SocialSignIn } from "~/components/auth/SocialSignIn";
import { RichText } from "~/components/content/RichText";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { homeOfRole } from "~/lib/account";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { pageMeta } from "~/lib/meta";
import { apiFor } from "~/lib/session/api-client.server";
import { requireGuest } from "~/lib/session.server";
import { safeRedirect } from "~/lib/redirects.server";
import { startSession } from "~/lib/session/cookies.server";
import type { loader as rootLoader } from "~/root";

/**
 * Login by e-mail and password (spec section 2), plus Google and Facebook sign-in when configured: their
 * buttons post to routes/auth.social/route.tsx, which comes back here with `?social_error=` when it fails.
 */
export const handle: I18nHandle = { i18n: "auth" };

/** Messages are keys of the `auth` namespace, translated where they are shown (browser and server alike). */
type ErrorKey =
  | "errors.emailRequired"
  | "errors.emailInvalid"
  | "errors.passwordRequired"
  | "errors.passwordTooLong"
  | "errors.loginFailed"
  | "errors.tooManyAttempts"
  | "errors.unavailable";

const LoginSchema = z.object({
  email: z
    .string({ required_error: "errors.emailRequired" satisfies ErrorKey })
    .trim()
    .email("errors.emailInvalid" satisfies ErrorKey),
  password: z
    .string({ required_error: "errors.passwordRequired" satisfies ErrorKey })
    .max(PASSWORD_MAX_LENGTH, "errors.passwordTooLong" satisfies ErrorKey),
  redirectTo: z.string().optional(),
  /** The honeypot: hidden from people, filled by form-filling bots (docs/sessions-and-accounts.md#login-and-logout). */
  website: z.string().optional(),
});

export function loader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "auth");
  return {
    constraint: formConstraint(LoginSchema),
    meta: { title: t("login.title"), description: t("login.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, LoginSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email, password, redirectTo, website } = submission.value;
  const fail = (key: ErrorKey, status: number) =>
    data(submission.reply({ formErrors: [key], hideFields: ["password"] }), { status });
  // A bot gets the answer a wrong password gets, and the API is not asked.
  if (website) return fail("errors.loginFailed", 401);
  try {
    const pair = await apiFor(context).obtainToken({ email, password });
    startSession(context, pair);
    return redirect(safeRedirect(redirectTo, homeOfRole(pair.user.role)));
  } catch (error) {
    if (isApiError(error, 401)) return fail("errors.loginFailed", 401);
    const refusal = asRefusal(error, request, {
      messages: { 400: "errors.loginFailed", 429: "errors.tooManyAttempts" },
      outage: "errors.unavailable",
    });
    return data(submission.reply({ ...refusal, hideFields: ["password"] }), { status: refusal.status });
  }
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const rootToast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const [form, fields] = useSchemaForm<typeof LoginSchema>({
    constraint: useLoaderData<typeof loader>().constraint,
    id: "login",
    lastResult,
    defaultValue: { redirectTo: searchParams.get("redirectTo") ?? "" },
  });
  return (
    <div className="auth-page">
      <h1>{t("login.title")}</h1>
      {/* Sent here from a page that needs an account: say why (a dead session says so in its own toast). */}
      {searchParams.get("redirectTo") && !rootToast ? (
        <p className="account-page__notice" role="note">
          {t("login.toContinue")}
        </p>
      ) : (
        <p>{t("login.lead")}</p>
      )}
      {/* A full document POST: the session changes for every loader, and a rate-limit refusal page shows as is. */}
      <FormWords t={t}>
        <Form method="post" reloadDocument className="auth-form" {...getFormProps(form)}>
          <ErrorList id={form.errorsId} errors={form.errors} />
          <Field
            labelProps={{ children: t("login.email") }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t("login.password") }}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.password.errors}
          />
          <p className="auth-form__link">
            <Link to="/forgot-password">{t("forgot.link")}</Link>
          </p>
          <input {...getInputProps(fields.redirectTo, { type: "hidden" })} />
          <div hidden>
            <label htmlFor={fields.website.id}>{t("login.honeypot")}</label>
            <input {...getInputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
          </div>
          <button type="submit" className="button button--primary">
            {t("login.submit")}
          </button>
        </Form>
      </FormWords>
      <SocialSignIn />
      <p className="auth-page__alternative">
        <RichText text={t("login.noAccountYet")} />
      </p>
    </div>
  );
}
