import { errorText, getFormProps, getInputProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ResetLinkInvalid } from "~/components/auth/ResetLinkInvalid";
import { isResetLinkUsable, resetPassword } from "~/components/auth/recovery-api.server";
import { ErrorList, Field } from "~/components/forms/Field";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { activationErrorsOf } from "~/components/signup/api-errors.server";
import { PASSWORD_PROBLEM_CODES, passwordMessageKey } from "~/components/signup/password-problems";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import { readFormData } from "~/lib/form-data.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { requireGuest } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * The link of the password reset mail (docs/decisions/166), built like the activation page: the GET only asks
 * the API whether the link is usable; the form POSTs the new password under the sign-up rule (the same hint and
 * messages, the breached list checked by the API), which ends every session of the account; then the person
 * logs in with the new password. A dead link gets its own screen, with the way to a new one.
 */
export const handle: I18nHandle = { i18n: ["auth", "signup"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

const ERROR_KEYS = [...PASSWORD_PROBLEM_CODES.map(passwordMessageKey), "errors.tooManyAttempts", "errors.unavailable"] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "auth");
  const usable = await isResetLinkUsable(context, params.uuid ?? "", params.token ?? "");
  const meta = usable
    ? { title: t("reset.title"), description: t("reset.description") }
    : { title: t("reset.invalid.title"), description: t("reset.invalid.text") };
  return data({ constraint: formConstraint(ActivationFormSchema),  usable, meta }, { status: usable ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireGuest(request);
  const submission = parseWithZod(await readFormData(request), { schema: ActivationFormSchema });
  const hidden = { hideFields: ["password", "repeat_password"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  const fail = (key: ErrorKey, status: number) => data(submission.reply({ ...hidden, formErrors: [key] }), { status });
  const url = new URL(request.url);
  try {
    await resetPassword(context, params.uuid ?? "", params.token ?? "", submission.value);
  } catch (error) {
    // The link died meanwhile (used in another tab, expired, a newer one asked for): its GET shows the screen.
    if (isApiError(error, 404)) return redirect(url.pathname);
    if (isApiError(error, 400)) {
      return data(submission.reply({ ...hidden, ...activationErrorsOf(error.body) }), { status: 400 });
    }
    if (isApiError(error, 429)) return fail("errors.tooManyAttempts", 429);
    if (isApiError(error)) return fail("errors.unavailable", 503);
    throw error;
  }
  const t = getFixedT(request, "auth");
  return redirectWithToast("/login", { type: "success", title: t("reset.done") });
}

export default function ResetPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  return usable ? <ResetPasswordForm /> : <ResetLinkInvalid />;
}

function ResetPasswordForm() {
  const { t } = useTranslation("auth");
  const { t: tSignup } = useTranslation("signup");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm<typeof ActivationFormSchema>({ constraint: useLoaderData<typeof loader>().constraint, id: "reset-password", lastResult });
  const { pending, onSubmit } = usePendingSubmit();
  const translate = errorText(tSignup, ERROR_KEYS);
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  return (
    <div className="auth-page activation-page">
      <h1>{t("reset.title")}</h1>
      <p>{t("reset.lead")}</p>
      <Form
        method="post"
        reloadDocument
        className="auth-form"
        aria-describedby={formErrorId}
        {...getFormProps(form)}
        onSubmit={onSubmit}
      >
        <ErrorList id={formErrorId} errors={translate(form.errors)} />
        <Field
          labelProps={{ children: t("reset.password") }}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          hint={tSignup("activation.rule")}
          errors={translate(fields.password.errors)}
        />
        <Field
          labelProps={{ children: t("reset.repeatPassword") }}
          inputProps={{ ...getInputProps(fields.repeat_password, { type: "password" }), autoComplete: "new-password" }}
          errors={translate(fields.repeat_password.errors)}
        />
        <SubmitButton pending={pending} label={t("reset.submit")} pendingLabel={t("reset.submitting")} />
      </Form>
    </div>
  );
}
