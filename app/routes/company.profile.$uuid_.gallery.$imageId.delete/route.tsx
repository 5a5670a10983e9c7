import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { GalleryPhoto } from "~/components/companies/GalleryList";
import { companyProfilePath, positiveIdOf } from "~/components/company/profile-paths";
import { removeGalleryImage } from "~/lib/api/companies.server";
import { answeringRefusals } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "zod";

/**
 * Deleting a gallery photo asks first, on a page of its own (works without JavaScript, as the withdraw
 * confirmation, docs/applications.md#the-workers-applications); the POST here deletes it and goes back to the gallery
 * with a toast.
 */
export const handle: I18nHandle = { i18n: "account" };

async function imageOf(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const session = await requireOwnCompany(request, context, params.uuid);
  const id = positiveIdOf(params.imageId);
  const image = id === null ? undefined : session.company.gallery.find((item) => item.id === id);
  if (!image) throw new Response("Not found", { status: 404 });
  return { ...session, image };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company, image } = await imageOf(request, context, params);
  const t = getFixedT(request, "account");
  return data({
    meta: { title: t("companyProfile.gallery.confirmTitle"), description: t("companyProfile.gallery.confirmText") },
    uuid: company.uuid,
    image,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The confirmation's one button. */
const deletePhotoSchema = z.object({ intent: z.literal("delete") });

/** The photo deleted; any refusal goes back to the gallery with a toast, as the outcomes do. */
export const action = answeringRefusals(deletePhoto, ({ params }) => companyProfilePath(params.uuid ?? "", "gallery"));

async function deletePhoto({ request, context, params }: ActionFunctionArgs) {
  const { api, company, image } = await imageOf(request, context, params);
  const submission = await readSubmission(request, deletePhotoSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const t = getFixedT(request, "account");
  const deleted = await removeGalleryImage(api, company.uuid, image.id);
  return redirectWithToast(
    companyProfilePath(company.uuid, "gallery"),
    deleted
      ? { type: "success", title: t("companyProfile.gallery.deleted") }
      : { type: "error", title: t("companyProfile.gallery.gone") },
  );
}

export default function DeleteGalleryImagePage() {
  const { uuid, image } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <div className="form-page">
      <h1>{t("companyProfile.gallery.confirmTitle")}</h1>
      <figure className="company-gallery">
        <GalleryPhoto image={image} number={1} />
        {image.caption ? <figcaption>{image.caption}</figcaption> : null}
      </figure>
      <p>{t("companyProfile.gallery.confirmText")}</p>
      <Form method="post" className="actions">
        <button type="submit" name="intent" value="delete" className="button button--primary" disabled={deleting}>
          {deleting ? t("companyProfile.gallery.deleting") : t("companyProfile.gallery.confirm")}
        </button>
        <Link to={companyProfilePath(uuid, "gallery")} className="button">
          {t("companyProfile.gallery.keep")}
        </Link>
      </Form>
    </div>
  );
}
