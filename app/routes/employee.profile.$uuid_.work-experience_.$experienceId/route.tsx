import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { workExperienceCreateSchema } from "#contract/profiles";
import { ErrorList } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { ProfileSectionPage } from "~/components/profile/SectionPage";
import { profileSectionPath } from "~/components/profile/sections";
import { WorkExperienceFields } from "~/components/profile/WorkExperienceFields";
import { experienceIdOf, WORK_EXPERIENCE_FIELDS, workExperienceBody } from "~/components/profile/work-experience";
import { experienceEditSchema, experienceOf } from "~/lib/profiles/work-experience-form.server";
import { isApiError } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { deleteWorkExperience, updateWorkExperience } from "#contract/endpoints/profiles";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/profile/{uuid}/work-experience/{id}`: one work experience's form (`intent=update`) and its Delete
 * (`intent=delete`). An id that is not one of the worker's experiences is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

async function requireExperience(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const session = await requireOwnEmployeeProfile(request, context, params.uuid);
  const id = experienceIdOf(params.experienceId);
  const experience = session.profile.work_experiences.find((item) => item.id === id);
  if (!experience) throw new Response("Not found", { status: 404 });
  return { ...session, experience };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile, experience } = await requireExperience(request, context, params);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(workExperienceCreateSchema),
    meta: { title: t("profile.experience.editTitle"), description: t("profile.experience.lead") },
    uuid: profile.uuid,
    experience,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The job saved or deleted; a refusal of the guard's read or of the deletion comes back as a toast. */
export const action = answeringRefusals(changeExperience);

async function changeExperience({ request, context, params }: ActionFunctionArgs) {
  const { api, profile, experience } = await requireExperience(request, context, params);
  const submission = await readSubmission(request, experienceEditSchema, { codes: true });
  if (submission.status !== "success") {
    // A button the page does not have is said above the form, with the values entered kept.
    const misdirected = submission.error?.intent;
    return data(submission.reply(misdirected?.length ? { formErrors: misdirected } : undefined), { status: 400 });
  }
  const t = getFixedT(request, "account");
  const list = profileSectionPath(profile.uuid, "work-experience");
  const { value } = submission;
  switch (value.intent) {
    case "delete":
      try {
        await api.call(deleteWorkExperience, { params: { id: experience.id } });
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
      return redirectWithToast(list, { type: "success", title: t("profile.experience.deleted") });
    case "update":
      try {
        await api.call(updateWorkExperience, {
          params: { id: experience.id },
          json: workExperienceBody(experienceOf(value)),
        });
      } catch (error) {
        const refusal = asRefusal(error, request, {
          fields: WORK_EXPERIENCE_FIELDS,
          lead: "profile.edit.failed",
          codes: true,
        });
        return data(submission.reply(refusal), { status: refusal.status });
      }
      return redirectWithToast(list, { type: "success", title: t("profile.edit.saved") });
  }
}

export default function EditWorkExperiencePage() {
  const { uuid, experience, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useSchemaForm<typeof workExperienceCreateSchema>({
    constraint,
    id: `experience-edit-${experience.id}`,
    lastResult,
    defaultValue: {
      job_title: experience.job_title,
      company_name: experience.company_name,
      location: experience.location,
      start_date: experience.start_date,
      end_date: experience.end_date ?? undefined,
      is_current: experience.is_current ? "on" : undefined,
      description: experience.description,
    },
  });
  return (
    <ProfileSectionPage uuid={uuid} title={t("profile.experience.editTitle")}>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        <WorkExperienceFields fields={fields} />
        <SubmitButton
          intent="update"
          pending={sending === "update"}
          label={t("profile.edit.save")}
          pendingLabel={t("profile.edit.saving")}
        />
      </Form>
      <Form method="post" className="profile-edit__danger">
        <button type="submit" name="intent" value="delete" className="button" disabled={sending === "delete"}>
          {sending === "delete" ? t("profile.experience.deleting") : t("profile.experience.delete")}
        </button>
      </Form>
    </ProfileSectionPage>
  );
}
