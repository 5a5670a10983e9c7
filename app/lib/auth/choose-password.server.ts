import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The POST of a choose-password page (ChoosePasswordForm.tsx): the password under the sign-up rule, sent with
 * `choose` (activate the account, or reset its password); the API's refusals on the fields (by their codes: the
 * breached list's too) or the form, entered passwords never sent back. A link that died meanwhile (used in another tab, expired, a newer one asked for)
 * goes back to the page, whose GET shows its screen; success goes to /login with the `done` toast.
 */
export async function choosePasswordAction(
  request: Request,
  choose: (value: z.infer<typeof ActivationFormSchema>) => Promise<unknown>,
  done: () => string,
) {
  const submission = await readSubmission(request, ActivationFormSchema);
  const hidden = { hideFields: ["password", "repeat_password"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  try {
    await choose(submission.value);
  } catch (error) {
    if (isApiError(error, 404)) return redirect(new URL(request.url).pathname);
    const refusal = asRefusal(error, request, {
      fields: ["password", "repeat_password"],
      codes: true,
      messages: { 429: "errors.tooManyAttempts" },
      outage: "errors.unavailable",
    });
    return data(submission.reply({ ...refusal, ...hidden }), { status: refusal.status });
  }
  return redirectWithToast("/login", { type: "success", title: done() });
}
