import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createAlert, createGuestAlert } from "#contract/endpoints/alerts";
import { parseJobFilters, serializeJobFilters } from "#contract/job-filters";
import { ALERT_FREQUENCIES, MAX_ALERT_QUERY_LENGTH } from "#contract/search-alerts";
import { refusalToast } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * POST /alerts/new: the "Alert me" form of /jobs (issue 24, docs/jobs.md#search-alerts). A signed-in worker's search
 * is saved to their account (the address field is ignored); anyone else gives an address, which gets the
 * confirmation mail (double opt-in). Back to the same search with a toast, with or without JavaScript.
 */
const AlertMeSchema = z.object({
  query: z.string().max(MAX_ALERT_QUERY_LENGTH).default(""),
  frequency: z.enum(ALERT_FREQUENCIES).default("DAILY"),
  email: z.string().max(254).optional(),
  base: z.enum(["/jobs", "/employee/jobs"]).default("/jobs"),
});

export async function loader() {
  return redirect("/jobs");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, AlertMeSchema);
  const t = getFixedT(request, "alerts");
  if (submission.status !== "success")
    return redirectWithToast("/jobs", { type: "error", title: t("form.invalidEmail") });
  const { frequency, email, base } = submission.value;
  // The search as /jobs reads it: whatever else was sent is dropped, and the way back is a list URL.
  const query = serializeJobFilters(parseJobFilters(new URLSearchParams(submission.value.query))).toString();
  const back = query === "" ? base : `${base}?${query}`;
  const { user, api } = await getSession(request, context);
  try {
    if (user?.role === "EMPLOYEE") {
      await api.call(createAlert, { json: { query, frequency } });
      return redirectWithToast(back, { type: "success", title: t("form.savedWorker") });
    }
    if (!email) return redirectWithToast(back, { type: "error", title: t("form.invalidEmail") });
    await api.call(createGuestAlert, { json: { query, frequency, email, language: detectLocale(request) } });
    return redirectWithToast(back, { type: "success", title: t("form.sentGuest") });
  } catch (error) {
    return refusalToast(error, request, { back });
  }
}
