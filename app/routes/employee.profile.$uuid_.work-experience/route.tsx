import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { workExperienceCreateSchema } from "#contract/profiles";
import { ErrorList } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { ProfileSectionPage, useIsAdding } from "~/components/profile/SectionPage";
import { listVersion, profileSectionPath } from "~/components/profile/sections";
import { WorkExperienceFields } from "~/components/profile/WorkExperienceFields";
import { WORK_EXPERIENCE_FIELDS, workExperienceBody } from "~/components/profile/work-experience";
import { experienceListSchema, experienceOf } from "~/lib/profiles/work-experience-form.server";
import { isApiError } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { createWorkExperience, deleteWorkExperience } from "#contract/endpoints/profiles";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/profile/{uuid}/work-experience` (spec section 2): the jobs the worker has done, each with Edit (its
 * own page) and Delete, and the form that adds one. Spec section 8's 'Experience ID is required for
 * update/deletion' answers a delete that names no experience.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(workExperienceCreateSchema),
    meta: { title: t("profile.experience.title"), description: t("profile.experience.lead") },
    uuid: profile.uuid,
    experiences: profile.work_experiences,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** A job added to the work experience, or one deleted; a refusal of the guard's read comes back as a toast. */
export const action = answeringRefusals(changeExperiences);

async function changeExperiences({ request, context, params }: ActionFunctionArgs) {
  const { api, profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const submission = await readSubmission(request, experienceListSchema, { codes: true });
  if (submission.status !== "success") {
    // A Delete without its experience, or a button the page does not have, is said above the list as a Delete's
    // refusal is; the add form's mistakes on its fields.
    const misdirected = submission.error?.intent ?? submission.error?.id;
    if (misdirected?.length) return data({ reply: null, deleteError: misdirected[0] }, { status: 400 });
    return data({ reply: submission.reply(), deleteError: null }, { status: 400 });
  }
  const t = getFixedT(request, "account");
  const here = profileSectionPath(profile.uuid, "work-experience");
  const { value } = submission;
  switch (value.intent) {
    case "delete":
      try {
        await api.call(deleteWorkExperience, { params: { id: value.id } });
      } catch (error) {
        if (isApiError(error, 404))
          return data({ reply: null, deleteError: "profile.experience.notFound" }, { status: 404 });
        const refusal = asRefusal(error, request, { codes: true });
        return data({ reply: null, deleteError: refusal.message }, { status: refusal.status });
      }
      return redirectWithToast(here, { type: "success", title: t("profile.experience.deleted") });
    case "add":
      try {
        await api.call(createWorkExperience, { json: workExperienceBody(experienceOf(value)) });
      } catch (error) {
        const refusal = asRefusal(error, request, {
          fields: WORK_EXPERIENCE_FIELDS,
          lead: "profile.edit.failed",
          codes: true,
        });
        return data({ reply: submission.reply(refusal), deleteError: null }, { status: refusal.status });
      }
      return redirectWithToast(here, { type: "success", title: t("profile.edit.added") });
  }
}

export default function WorkExperiencePage() {
  const { uuid, experiences, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  const adding = useIsAdding();
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === "delete" ? navigation.formData.get("id") : null;
  const [form, fields] = useSchemaForm<typeof workExperienceCreateSchema>({
    constraint,
    id: `experience-${listVersion(experiences)}`,
    lastResult: actionData?.reply,
  });
  return (
    <ProfileSectionPage uuid={uuid} title={t("profile.experience.title")} lead={t("profile.experience.lead")}>
      <h2 id="experience-list" className="visually-hidden">
        {t("profile.experience.listTitle")}
      </h2>
      <div role="alert">
        <ErrorList errors={actionData?.deleteError ? [actionData.deleteError] : undefined} />
      </div>
      {experiences.length === 0 ? (
        <p className="empty-state">{t("profile.experience.empty")}</p>
      ) : (
        <ul className="profile-items" aria-labelledby="experience-list">
          {experiences.map((experience) => {
            const name = `${experience.job_title}, ${experience.company_name}`;
            const dates = `${formatDate(experience.start_date, locale)} – ${
              experience.end_date ? formatDate(experience.end_date, locale) : t("profile.view.present")
            }`;
            return (
              <li key={experience.id}>
                <span>
                  <strong>{name}</strong>
                  <br />
                  {dates}
                </span>
                <span className="profile-items__actions">
                  <Link
                    to={`${profileSectionPath(uuid, "work-experience")}/${experience.id}`}
                    className="button button--small"
                    aria-label={t("profile.experience.editItem", { item: name })}
                  >
                    {t("profile.experience.edit")}
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={experience.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="button button--small"
                      aria-label={t("profile.experience.deleteItem", { item: name })}
                      disabled={deleting === String(experience.id)}
                    >
                      {t("profile.experience.delete")}
                    </button>
                  </Form>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="auth-form profile-edit__add" {...getFormProps(form)}>
        <h2>{t("profile.experience.add")}</h2>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        <WorkExperienceFields fields={fields} />
        <SubmitButton
          intent="add"
          pending={adding}
          label={t("profile.experience.submit")}
          pendingLabel={t("profile.edit.adding")}
        />
      </Form>
    </ProfileSectionPage>
  );
}
