import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { DEFAULT_COUNTRY } from "#contract/countries";
import { createEmployeeProfile } from "#contract/endpoints/profiles";
import { EMPLOYEE_BASICS_FIELDS } from "#contract/profile-fields";
import { employeeBasicsSchema } from "#contract/profiles";
import { ErrorList } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { BasicsFields } from "~/components/profile/BasicsFields";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { countryOptions } from "~/components/signup/country-options";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { ownEmployeeProfile } from "~/lib/api/profiles.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { safeRedirect } from "~/lib/redirects.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/profile/create` (spec section 2): the profile's basics, the first thing a new worker does. The lists
 * (work experience, skills, languages, availability) are added on the profile's own sections afterwards. Opened
 * from a job's apply tab, `?redirectTo=` brings the worker back there once the profile exists.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

/** The form as the action reads it: the basics, and where to go once the profile exists (a job's apply tab). */
const createProfileSchema = employeeBasicsSchema.extend({ redirectTo: z.string().optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  // One profile per worker: whoever has one is shown it.
  const profile = await ownEmployeeProfile(api);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (profile) throw redirect(redirectTo ? safeRedirect(redirectTo) : `/employee/profile/${profile.uuid}`);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(employeeBasicsSchema),
    meta: { title: t("profile.create.title"), description: t("profile.create.description") },
    countries: countryOptions(detectLocale(request)),
    redirectTo: redirectTo ? safeRedirect(redirectTo, "") : "",
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const submission = await readSubmission(request, createProfileSchema, { codes: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const form = new FormData();
  for (const name of EMPLOYEE_BASICS_FIELDS) {
    const value = submission.value[name];
    if (value) form.set(name, value);
  }
  try {
    const profile = await api.call(createEmployeeProfile, { formData: form });
    const t = getFixedT(request, "account");
    const next = safeRedirect(submission.value.redirectTo, `/employee/profile/${profile.uuid}`);
    return redirectWithToast(next, { type: "success", title: t("profile.create.created") });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // Made in another tab meanwhile: the worker's area shows it.
    if (errorCodeOf(error) === "profile_exists") return redirect("/employee");
    const refusal = asRefusal(error, request, {
      fields: EMPLOYEE_BASICS_FIELDS,
      lead: "profile.create.failed",
      codes: true,
      outage: "profile.create.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
}

export default function CreateProfilePage() {
  const { countries, redirectTo, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof employeeBasicsSchema>({
    constraint,
    id: "profile-create",
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY },
  });
  return (
    <div className="form-page">
      <h1>{t("profile.create.title")}</h1>
      <p>{t("profile.create.lead")}</p>
      <FormWords t={t}>
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <BasicsFields fields={fields} countries={countries} />
          <SubmitButton
            pending={pending}
            label={t("profile.create.submit")}
            pendingLabel={t("profile.create.sending")}
          />
        </Form>
      </FormWords>
    </div>
  );
}
