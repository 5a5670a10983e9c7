import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { readMailPreference, setMailPreference } from "~/lib/api/mail-preferences.server";
import { answeringRefusals } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { mailKindWording } from "~/lib/mail-kind-words";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/mail/unsubscribe/{token}`: where a mail's "stop these e-mails" link lands (areas.md). No login: the signed
 * token is the permission. The GET only asks (mail scanners open links); the button POSTs. Once off, the same
 * page offers to turn the mails back on. Mail clients' one-click POST goes to the API directly (RFC 8058). The kind is
 * worded for the role the link was made for (~/lib/mail-kind-words.ts).
 */
export const handle: I18nHandle = { i18n: "account" };

/** Nobody caches a page whose URL is a key to someone's settings. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await getSession(request, context);
  const preference = await readMailPreference(api, params.token ?? "");
  const t = getFixedT(request, "account");
  const meta = { title: t("mailPreferences.title"), description: t("mailPreferences.description") };
  // The kind in the words of the role the link was made for (a company's `status_updates`: workers withdrawing).
  const wording = preference ? mailKindWording(preference.kind, preference.role) : null;
  return data({ meta, preference, wording }, { status: preference ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

/** The page's one button: turn the e-mail kind off, or back on. */
const PreferenceSchema = z.object({ intent: z.enum(["unsubscribe", "subscribe"]) });

/** The e-mail kind turned off or back on; a refusal (a throttle) comes back to the page as a toast. */
export const action = answeringRefusals(setPreference);

async function setPreference({ request, context, params }: ActionFunctionArgs) {
  const { api } = await getSession(request, context);
  const submission = await readSubmission(request, PreferenceSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const subscribed = submission.value.intent === "subscribe";
  const preference = await setMailPreference(api, params.token ?? "", subscribed);
  const here = new URL(request.url).pathname;
  // A link that stopped being valid since the page was opened: the page says so.
  if (!preference) return redirect(here);
  const t = getFixedT(request, "account");
  return redirectWithToast(here, {
    type: "success",
    title: t(
      `mailPreferences.kind.${mailKindWording(preference.kind, preference.role)}.${subscribed ? "resubscribed" : "unsubscribed"}`,
    ),
  });
}

export default function MailPreferencePage() {
  const { preference, wording } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  if (!preference || !wording) {
    return (
      <div className="confirm-page">
        <h1>{t("mailPreferences.invalidTitle")}</h1>
        <p>{t("mailPreferences.invalid")}</p>
        <p>
          <Link to="/">{t("mailPreferences.home")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="confirm-page">
      <h1>{t(`mailPreferences.kind.${wording}.${preference.subscribed ? "askOff" : "isOff"}`)}</h1>
      <p>{t(`mailPreferences.kind.${wording}.${preference.subscribed ? "explainOff" : "explainOn"}`)}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={preference.subscribed ? "unsubscribe" : "subscribe"} />
        <SubmitButton
          pending={pending}
          label={t(preference.subscribed ? "mailPreferences.turnOff" : "mailPreferences.turnOn")}
          pendingLabel={t("mailPreferences.saving")}
        />
      </Form>
    </div>
  );
}
