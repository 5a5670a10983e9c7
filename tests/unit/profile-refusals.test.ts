/**
 * The profile, company and review screens say the API's codes in the reader's language (issue 22 point 2,
 * docs/errors.md): an API answer through `translateApiError` and `asRefusal(..., { codes: true })`, and the forms'
 * own checks of the same contract rules as `refusals:<code>` (app/lib/forms/schema-form.server.ts), which the
 * forms' error texts translate, so the words are the same whoever found the mistake. English and Greek.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { workExperienceCreateSchema } from "#contract/profiles";
import { IMAGE_UPLOAD, MB } from "#contract/uploads";
import { COMPANY_ERROR_KEYS } from "~/components/company/company-facts";
import { companyFactsSchema } from "~/components/company/company-facts-schema";
import { ErrorList } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { PROFILE_ERROR_KEYS, UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { translateApiError } from "~/lib/api/api-errors.server";
import { ApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { oversizedImages } from "~/lib/forms/image-fields.server";
import { parseForm } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { COMPANY_FACTS_FORM } from "../fixtures/forms";

const request = (language: "en" | "el") =>
  new Request("http://localhost/company/profile/x/gallery", {
    method: "POST",
    headers: { "Accept-Language": language },
  });

/** Messages as a form shows them: through the words it gives its fields (FormWords), a profile section's by default. */
function shownOnProfile(
  language: "en" | "gr",
  messages: readonly string[] | undefined,
  keys: readonly string[] = PROFILE_ERROR_KEYS,
): string[] {
  const list = createElement(ErrorList, { errors: messages });
  const words = { t: getFixedT(language, "account"), keys, values: UPLOAD_LIMITS, children: list };
  const html = renderToStaticMarkup(createElement(FormWords, words));
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, text]) => text ?? "");
}

describe("the API's codes of profiles, uploads and reviews, in both languages", () => {
  it("a refusal of the whole request, with the number its words name", () => {
    const error = new ApiError(403, {
      detail: "The 30 days in which a review can be edited are over.",
      code: "edit_window_over",
      params: { days: 30 },
    });
    expect(translateApiError(error, "en").message).toBe("The 30 days in which a review can be edited are over.");
    expect(translateApiError(error, "gr").message).toBe(
      "Οι 30 ημέρες μέσα στις οποίες μπορεί να αλλάξει μια αξιολόγηση έχουν περάσει.",
    );
    const shortlisted = new ApiError(403, { detail: "Only a worker …", code: "not_shortlisted" });
    expect(translateApiError(shortlisted, "gr").message).toBe(
      "Μόνο εργαζόμενοι που προκρίθηκαν από αυτή την επιχείρηση μπορούν να την αξιολογήσουν.",
    );
  });

  it("a file refused on its row of the gallery form, and a full gallery above the form", () => {
    const error = new ApiError(400, {
      "images.1": ["Upload a JPEG, PNG or WebP image."],
      images: ["A gallery holds at most 30 images."],
      codes: { "images.1": [{ code: "wrong_image_type" }], images: [{ code: "gallery_full", params: { max: 30 } }] },
    });
    const fields = { "images.1": "image_2" };
    const english = asRefusal(error, request("en"), { fields, lead: "companyProfile.gallery.failed", codes: true });
    expect(english.fieldErrors).toEqual({ image_2: ["Choose a JPEG, PNG or WebP image."] });
    expect(english.formErrors).toEqual([
      "companyProfile.gallery.failed",
      "Your gallery is full (30 photos). Delete a photo to add another.",
    ]);
    const greek = asRefusal(error, request("el"), { fields, lead: "companyProfile.gallery.failed", codes: true });
    expect(greek.fieldErrors).toEqual({ image_2: ["Επιλέξτε εικόνα JPEG, PNG ή WebP."] });
    expect(greek.formErrors[1]).toBe("Δεν χωράνε άλλες φωτογραφίες (έως 30). Διαγράψτε μία για να προσθέσετε άλλη.");
  });

  it("a photo over the cap (413 on its field) names the limit", () => {
    const error = new ApiError(413, {
      avatar: ["The file is larger than 20 MB."],
      codes: { avatar: [{ code: "image_too_large", params: { megabytes: 20 } }] },
    });
    expect(asRefusal(error, request("el"), { fields: ["avatar"], codes: true }).fieldErrors).toEqual({
      avatar: ["Το αρχείο είναι μεγαλύτερο από 20 MB: επιλέξτε μικρότερη εικόνα."],
    });
  });
});

describe("the forms' own checks of a coded rule say the code's words", () => {
  it("a work experience that ends before it starts: refusals:end_before_start, in each language", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      job_title: "Waiter",
      company_name: "Sea Taverna",
      start_date: "2024-10-01",
      end_date: "2024-05-01",
    }))
      form.set(name, value);
    const submission = parseForm(form, workExperienceCreateSchema, { codes: true });
    expect(submission.status).toBe("error");
    const messages = submission.reply().error?.end_date ?? [];
    expect(messages).toEqual(["refusals:end_before_start"]);
    expect(shownOnProfile("en", messages)).toEqual(["The end date must be on or after the start date."]);
    expect(shownOnProfile("gr", messages)).toEqual([
      "Η ημερομηνία λήξης πρέπει να είναι ίδια ή μετά την ημερομηνία έναρξης.",
    ]);
  });

  it("a company's phone number: the same words as the API's invalid_phone", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...COMPANY_FACTS_FORM, phone_number: "call us" }))
      form.set(name, value);
    const messages = parseForm(form, companyFactsSchema, { codes: true }).reply().error?.phone_number ?? [];
    expect(messages).toEqual(["refusals:invalid_phone"]);
    const api = translateApiError(
      new ApiError(400, {
        phone_number: ["Enter a valid phone number."],
        codes: { phone_number: [{ code: "invalid_phone" }] },
      }),
      "gr",
      { fields: ["phone_number"] },
    );
    expect(shownOnProfile("gr", messages, COMPANY_ERROR_KEYS)).toEqual(api.fieldErrors.phone_number);
  });

  it("a photo over the cap, before it is sent: the words of image_too_large with the contract's limit", () => {
    const avatar = new File([new Uint8Array(IMAGE_UPLOAD.maxBytes + 1)], "big.jpg", { type: "image/jpeg" });
    const errors = oversizedImages({ avatar }, ["avatar"]);
    expect(errors).toEqual({ avatar: ["refusals:image_too_large"] });
    expect(shownOnProfile("en", errors?.avatar)).toEqual([
      `This file is larger than ${IMAGE_UPLOAD.maxBytes / MB} MB: choose a smaller image.`,
    ]);
  });

  it("the list's own refusals of a Delete are said in words, never as their keys", () => {
    expect(shownOnProfile("en", ["profile.experience.notFound", "profile.edit.experienceIdRequired"])).toEqual([
      "This work experience is no longer on your profile.",
      "Experience ID is required for update/deletion",
    ]);
  });
});
