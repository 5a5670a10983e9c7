import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { deleteAccount } from "#contract/endpoints/accounts";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { ACCOUNT_DELETED_PATH, areaOf, exportPath } from "~/components/settings/account-data";
import { asRefusal } from "~/lib/api/refusals.server";
import { getFormProps, getInputProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { endSession } from "~/lib/session/cookies.server";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/settings/delete` and `/company/settings/delete` (one module, mounted in both areas by app/routes.ts;
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account): what deleting the account does, for this role, then
 * the password (empty for an account made by Google or Facebook, which needs a fresh sign-in instead). A document POST
 * (docs/sessions-and-accounts.md#activation): on success the session cookies are cleared and the person lands on the
 * confirmation page, signed out.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

const DeleteSchema = z.object({ password: z.string().max(4096, "common:form.tooLong").optional() });

const EMPLOYEE_POINTS = ["profile", "applications", "reviews", "follows"] as const;
const COMPANY_POINTS = ["subscription", "jobs", "profile", "reviews"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { base, role } = areaOf(new URL(request.url).pathname);
  await requireRole(request, context, role);
  const t = getFixedT(request, "account");
  return data({
    meta: { title: t("accountData.delete.title"), description: t("accountData.delete.description") },
    base,
    role,
    constraint: formConstraint(DeleteSchema),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { role } = areaOf(new URL(request.url).pathname);
  const { api } = await requireRole(request, context, role);
  const submission = await readSubmission(request, DeleteSchema);
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  try {
    // An account without a password (Google or Facebook) sends none: a fresh sign-in proves it is the owner.
    const password = submission.value.password ?? "";
    await api.call(deleteAccount, { json: password ? { password } : {} });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: ["password"],
      codes: true,
      messages: { 429: "accountData.delete.errors.tooManyAttempts" },
      outage: "accountData.delete.errors.failed",
    });
    return data(submission.reply({ ...refusal, ...hidden }), { status: refusal.status });
  }
  endSession(context);
  const t = getFixedT(request, "account");
  return redirectWithToast(ACCOUNT_DELETED_PATH, { type: "success", title: t("accountData.deleted.title") });
}

export default function DeleteAccountPage() {
  const { base, role, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm<typeof DeleteSchema>({ id: "delete-account", constraint, lastResult });
  const { pending, onSubmit } = usePendingSubmit();
  const points =
    role === "COMPANY"
      ? COMPANY_POINTS.map((point) => t(`accountData.delete.company.${point}`))
      : EMPLOYEE_POINTS.map((point) => t(`accountData.delete.employee.${point}`));
  return (
    <div className="account-page confirm-page">
      <h1>{t("accountData.delete.title")}</h1>
      <p>{t("accountData.delete.intro")}</p>
      <ul>
        {[...points, t("accountData.delete.common.signOut"), t("accountData.delete.common.again")].map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        {t("accountData.delete.exportFirst")}{" "}
        <Link to={exportPath(base)} reloadDocument download>
          {t("accountData.section.download")}
        </Link>
      </p>
      <FormWords t={t}>
        <Form method="post" reloadDocument {...getFormProps(form)} onSubmit={onSubmit}>
          <ErrorList id={form.errorsId} errors={form.errors} />
          <Field
            labelProps={{ children: t("accountData.delete.password") }}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
            hint={t("accountData.delete.passwordHint")}
            errors={fields.password.errors}
          />
          <div className="billing-page__actions">
            <SubmitButton
              danger
              pending={pending}
              label={t("accountData.delete.submit")}
              pendingLabel={t("accountData.delete.submitting")}
            />
            <Link to={`${base}/settings`} className="button">
              {t("accountData.delete.keep")}
            </Link>
          </div>
        </Form>
      </FormWords>
    </div>
  );
}
