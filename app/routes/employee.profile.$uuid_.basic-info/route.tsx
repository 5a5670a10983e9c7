import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { updateEmployeeProfile } from "#contract/endpoints/profiles";
import { EMPLOYEE_BASICS_FIELDS } from "#contract/profile-fields";
import { employeeBasicsSchema } from "#contract/profiles";
import { CheckboxField } from "~/components/forms/Choice";
import { ErrorList } from "~/components/forms/Field";
import { ImageField } from "~/components/forms/ImageField";
import { BasicsFields } from "~/components/profile/BasicsFields";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { ProfileSectionPage } from "~/components/profile/SectionPage";
import { profileSectionPath } from "~/components/profile/sections";
import { countryOptions } from "~/components/signup/country-options";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import { oversizedImages, sentImages } from "~/lib/forms/image-fields.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { livesInAnswer } from "~/lib/place-line.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/profile/{uuid}/basic-info` (spec section 2): the profile's own facts and its photo. The name is the
 * account's (set at sign-up), so it is shown, not edited here. The photo goes to the API as it came (shrunk in
 * the browser first when JavaScript runs); the API sniffs, re-encodes and strips it (security.md "Uploads"). When
 * the API or its upload store is away (503 and Retry-After, api/services/media-store.ts), the page comes back with
 * what was typed and says so, as a 503: never the error screen (issue 21).
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

const FORM_FIELDS = [...EMPLOYEE_BASICS_FIELDS, "avatar"] as const;

/**
 * The form as the action reads it: the basics, a photo if one was chosen (an empty file input is none) and the
 * box that removes the current one. The loader's constraints are the basics' (the photo is an ImageField).
 */
const basicInfoSchema = employeeBasicsSchema.extend({
  avatar: z.instanceof(File).optional(),
  remove_avatar: z.string().optional(),
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(employeeBasicsSchema),
    meta: { title: t("profile.basic.title"), description: t("profile.basic.lead") },
    uuid: profile.uuid,
    avatar: profile.avatar,
    basics: {
      headline: profile.headline,
      bio: profile.bio,
      // One answer for where the worker lives; an older profile's two are merged into it
      // (docs/data.md#full-text-search).
      city: livesInAnswer(profile),
      country: profile.country,
    },
    countries: countryOptions(detectLocale(request)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The profile's basic facts saved; a refusal of the guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(saveBasics);

async function saveBasics({ request, context, params }: ActionFunctionArgs) {
  const { api, profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const submission = await readSubmission(request, basicInfoSchema, { codes: true });
  const photoErrors = oversizedImages(submission.payload, ["avatar"]);
  if (submission.status !== "success" || photoErrors) {
    return data(submission.reply(photoErrors && { fieldErrors: photoErrors }), { status: 400 });
  }
  // Every field is sent: one the worker emptied must be emptied, not kept.
  const form = new FormData();
  for (const name of EMPLOYEE_BASICS_FIELDS) form.set(name, submission.value[name] ?? "");
  // The one answer took in what an older profile kept in `location` too: it is not said twice.
  form.set("location", "");
  const { avatar, remove_avatar } = submission.value;
  if (avatar && avatar.size > 0) form.set("avatar", avatar);
  else if (remove_avatar === "on") form.set("avatar", "");
  try {
    await api.call(updateEmployeeProfile, { params: { uuid: profile.uuid }, formData: form });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: FORM_FIELDS,
      lead: "profile.edit.failed",
      codes: true,
      // Nothing is saved when the call fails: with a photo sent, the store is the likely cause, and a browser
      // without JavaScript has lost the chosen file, so the words say to choose it again.
      outage: sentImages(submission.payload, ["avatar"])
        ? "profile.basic.photoUnavailable"
        : "profile.create.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(profileSectionPath(profile.uuid), { type: "success", title: t("profile.edit.saved") });
}

export default function BasicInfoPage() {
  const { uuid, avatar, basics, countries, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof employeeBasicsSchema>({
    constraint,
    id: "basic-info",
    lastResult,
    defaultValue: basics,
  });
  return (
    <ProfileSectionPage uuid={uuid} title={t("profile.basic.title")} lead={t("profile.basic.lead")}>
      <Form method="post" encType="multipart/form-data" className="auth-form" {...getFormProps(form)}>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        <BasicsFields fields={fields} countries={countries} />
        {avatar ? (
          <img src={avatar} alt={t("profile.basic.currentPhoto")} className="profile-photo" width={96} height={96} />
        ) : null}
        <ImageField
          labelProps={{ children: t("profile.basic.photo") }}
          hint={t("profile.basic.photoHint", UPLOAD_LIMITS)}
          inputProps={{ id: "basic-info-avatar", name: "avatar" }}
          errors={lastResult?.error?.avatar ?? undefined}
        />
        {avatar ? (
          <CheckboxField
            label={t("profile.basic.removePhoto")}
            inputProps={{ id: "basic-info-remove-avatar", name: "remove_avatar" }}
          />
        ) : null}
        <SubmitButton pending={pending} label={t("profile.edit.save")} pendingLabel={t("profile.edit.saving")} />
      </Form>
    </ProfileSectionPage>
  );
}
