import { errorText, getFormProps, getInputProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList, Field } from "~/components/forms/Field";
import { EmailFormSchema } from "~/components/auth/email-form";
import { ActivationInvalid } from "~/components/signup/ActivationInvalid";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { activationErrorsOf } from "~/components/signup/api-errors.server";
import { PASSWORD_PROBLEM_CODES, passwordMessageKey } from "~/components/signup/password-problems";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { activateAccount, isActivationLinkUsable } from "~/components/signup/signup-api.server";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { requireGuest } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormData } from "~/lib/form-data.server";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * The activation link of the sign-up mail (spec sections 2 and 5, design section 7): the GET only asks the API
 * whether the link is usable (no GET changes state); the form POSTs the password, which activates the account,
 * then the visitor logs in. A dead link gets this page's own error screen (docs/decisions/117).
 */
export const handle: I18nHandle = { i18n: ["signup", "auth"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

const ERROR_KEYS = [...PASSWORD_PROBLEM_CODES.map(passwordMessageKey), "errors.tooManyAttempts", "errors.unavailable"] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "signup");
  const usable = await isActivationLinkUsable(context, params.uuid ?? "", params.token ?? "");
  const meta = usable
    ? { title: t("activation.title"), description: t("activation.description") }
    : { title: t("activation.invalid.title"), description: t("activation.invalid.text") };
  // 404 as the API answers: unknown, used and expired look alike, so a link reveals nothing about an account.
  return data(
    { usable, meta, constraint: formConstraint(ActivationFormSchema), resendConstraint: formConstraint(EmailFormSchema) },
    { status: usable ? 200 : 404 },
  );
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
    await activateAccount(context, params.uuid ?? "", params.token ?? "", submission.value);
  } catch (error) {
    // The link died meanwhile (used in another tab, expired): its GET shows the error screen.
    if (isApiError(error, 404)) return redirect(url.pathname);
    if (isApiError(error, 400)) {
      return data(submission.reply({ ...hidden, ...activationErrorsOf(error.body) }), { status: 400 });
    }
    if (isApiError(error, 429)) return fail("errors.tooManyAttempts", 429);
    if (isApiError(error)) return fail("errors.unavailable", 503);
    throw error;
  }
  const t = getFixedT(request, "signup");
  return redirectWithToast("/login", { type: "success", title: t("activation.activated") });
}

export default function ActivationPage() {
  const { usable, resendConstraint } = useLoaderData<typeof loader>();
  return usable ? <ActivationForm /> : <ActivationInvalid resendConstraint={resendConstraint} />;
}

function ActivationForm() {
  const { t } = useTranslation("signup");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm<typeof ActivationFormSchema>({ constraint: useLoaderData<typeof loader>().constraint, id: "activation", lastResult });
  const { pending, onSubmit } = usePendingSubmit();
  const translate = errorText(t, ERROR_KEYS);
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  return (
    <div className="auth-page activation-page">
      <h1>{t("activation.title")}</h1>
      <p>{t("activation.lead")}</p>
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
          labelProps={{ children: t("activation.password") }}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          hint={t("activation.rule")}
          errors={translate(fields.password.errors)}
        />
        <Field
          labelProps={{ children: t("activation.repeatPassword") }}
          inputProps={{ ...getInputProps(fields.repeat_password, { type: "password" }), autoComplete: "new-password" }}
          errors={translate(fields.repeat_password.errors)}
        />
        <SubmitButton pending={pending} label={t("activation.submit")} pendingLabel={t("activation.submitting")} />
      </Form>
    </div>
  );
}
