import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { addGalleryImages } from "#contract/endpoints/profiles";
import { IMAGE_UPLOAD } from "#contract/uploads";
import { GalleryList } from "~/components/companies/GalleryList";
import { companyProfilePath, galleryImageDeletePath } from "~/components/company/profile-paths";
import { useOwnCompany } from "~/components/company/useOwnCompany";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { ImageField } from "~/components/forms/ImageField";
import { UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { FieldSet } from "~/components/forms/Choice";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { oversizedImages } from "~/lib/forms/image-fields.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "zod";

/**
 * The gallery tab: the company's photos, and a form for several at once (spec section 5: at least one), each
 * with its alt text (required here: it is what a screen reader says) and an optional caption. Plain rows of
 * fields, so it works without JavaScript; the API re-encodes every image, and a refused one is named on its row.
 * Delete asks first, on a page of its own. When the API or its upload store is away (503), the rows come back with
 * their descriptions and captions and a message to try again, as a 503: never the error screen (issue 21).
 */
const ROWS = [0, 1, 2] as const;
const IMAGE_FIELDS = ROWS.map((row) => `image_${row}` as const);

const photo = z.instanceof(File).optional();
const text = z.string().trim().default("");

/**
 * The upload form's rows (ROWS): each a file (an empty file input sends none), its alt text and its caption, as
 * typed less the spaces around. Which rows carry a photo, and what a photo needs, the action decides.
 */
const galleryUploadSchema = z
  .object({
    image_0: photo,
    alt_0: text,
    caption_0: text,
    image_1: photo,
    alt_1: text,
    caption_1: text,
    image_2: photo,
    alt_2: text,
    caption_2: text,
  })
  .transform((rows) =>
    ROWS.map((row) => ({
      row,
      file: rows[`image_${row}`],
      alt: rows[`alt_${row}`],
      caption: rows[`caption_${row}`],
    })),
  );

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOwnCompany(request, context, params.uuid);
  return data(null);
}

type UploadReply = { values: Record<string, string>; errors: Record<string, string[]>; formErrors: string[] };

/** Photos uploaded; a refusal of the guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(uploadPhotos);

async function uploadPhotos({ request, context, params }: ActionFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const submission = await readSubmission(request, galleryUploadSchema);
  if (submission.status !== "success") {
    // Not what the form sends (a row's field twice): said on its field, nothing kept.
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).flatMap(([name, messages]) =>
        name && messages ? [[name, messages]] : [],
      ),
    );
    const reply: UploadReply = { values: {}, errors, formErrors: ["companyProfile.gallery.failed"] };
    return data(reply, { status: 400 });
  }
  const reply: UploadReply = { values: {}, errors: {}, formErrors: [] };
  const form = new FormData();
  const alts: string[] = [];
  const captions: string[] = [];
  /** The row of each file sent, in order: the API names a refused file by its place (`images.1`). */
  const rowsSent: number[] = [];
  for (const { row, file, alt, caption } of submission.value) {
    reply.values[`alt_${row}`] = alt;
    reply.values[`caption_${row}`] = caption;
    if (!file || file.size === 0) continue;
    if (!alt) reply.errors[`alt_${row}`] = ["companyProfile.gallery.altRequired"];
    form.append("images", file);
    alts.push(alt);
    captions.push(caption);
    rowsSent.push(row);
  }
  Object.assign(reply.errors, oversizedImages(submission.payload, IMAGE_FIELDS));
  // The API's rule, said in the words of its code: at least one photo.
  if (alts.length === 0) reply.formErrors.push("refusals:no_images_uploaded");
  if (reply.formErrors.length || Object.keys(reply.errors).length) {
    return data({ ...reply, formErrors: ["companyProfile.gallery.failed", ...reply.formErrors] }, { status: 400 });
  }
  form.set("alt", JSON.stringify(alts));
  form.set("caption", JSON.stringify(captions));
  try {
    const images = await api.call(addGalleryImages, { params: { uuid: company.uuid }, formData: form });
    const t = getFixedT(request, "account");
    return redirectWithToast(companyProfilePath(company.uuid, "gallery"), {
      type: "success",
      title: t("companyProfile.gallery.uploaded", { count: images.length }),
    });
  } catch (error) {
    // A refused file lands on its row's file field; what names the whole upload (`images`, `detail`) goes above.
    const fields = Object.fromEntries(rowsSent.map((row, index) => [`images.${index}`, `image_${row}`]));
    const refusal = asRefusal(error, request, {
      fields,
      lead: "companyProfile.gallery.failed",
      codes: true,
      outage: "companyProfile.gallery.unavailable",
    });
    return data({ ...reply, errors: refusal.fieldErrors, formErrors: refusal.formErrors }, { status: refusal.status });
  }
}

export default function CompanyGalleryTab() {
  const company = useOwnCompany();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const formErrorId = reply?.formErrors.length ? "gallery-upload-error" : undefined;
  return (
    <section aria-labelledby="company-gallery" className="company-tab">
      <h2 id="company-gallery">{t("companyProfile.tab.gallery")}</h2>
      <GalleryList
        images={company.gallery}
        empty={t("companyProfile.gallery.noImages")}
        action={(image) => (
          <Link
            to={galleryImageDeletePath(company.uuid, image.id)}
            className="button button--small"
            aria-label={t("companyProfile.gallery.deleteItem", { alt: image.alt || image.caption || String(image.id) })}
          >
            {t("companyProfile.gallery.delete")}
          </Link>
        )}
      />
      <h3>{t("companyProfile.gallery.add")}</h3>
      <FormWords t={t} values={UPLOAD_LIMITS}>
        <Form
          method="post"
          encType="multipart/form-data"
          className="auth-form"
          aria-describedby={formErrorId}
          preventScrollReset
        >
          <div role="alert">
            <ErrorList id={formErrorId} errors={reply?.formErrors} />
          </div>
          <p>{t("companyProfile.gallery.lead", { count: IMAGE_UPLOAD.galleryImagesPerCompany })}</p>
          {ROWS.map((row) => (
            <FieldSet
              key={row}
              id={`gallery-image-${row}`}
              legend={t("companyProfile.gallery.photo", { number: row + 1 })}
            >
              <ImageField
                labelProps={{ children: t("companyProfile.gallery.file") }}
                hint={t("companyProfile.fields.imageHint", UPLOAD_LIMITS)}
                inputProps={{ id: `gallery-file-${row}`, name: `image_${row}` }}
                errors={reply?.errors[`image_${row}`]}
              />
              <Field
                labelProps={{ children: t("companyProfile.gallery.alt") }}
                hint={t("companyProfile.gallery.altHint")}
                inputProps={{
                  id: `gallery-alt-${row}`,
                  name: `alt_${row}`,
                  type: "text",
                  maxLength: 200,
                  defaultValue: reply?.values[`alt_${row}`],
                }}
                errors={reply?.errors[`alt_${row}`]}
              />
              <Field
                labelProps={{ children: t("companyProfile.gallery.caption") }}
                inputProps={{
                  id: `gallery-caption-${row}`,
                  name: `caption_${row}`,
                  type: "text",
                  maxLength: 300,
                  defaultValue: reply?.values[`caption_${row}`],
                }}
              />
            </FieldSet>
          ))}
          <SubmitButton
            pending={pending}
            label={t("companyProfile.gallery.upload")}
            pendingLabel={t("companyProfile.gallery.uploading")}
          />
        </Form>
      </FormWords>
    </section>
  );
}
