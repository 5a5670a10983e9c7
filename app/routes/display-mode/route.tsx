import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DISPLAY_MODES } from "../../../common/display-mode";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { modeCookie } from "~/lib/lite.server";
import { sameSitePath } from "~/lib/redirects.server";

/**
 * The footer's switch between Lite and full mode (docs/ui.md#lite-mode): `POST /display-mode` with `mode` ("lite" or
 * "full") and `redirectTo` (the page it was on) sets the `mode` cookie and sends the visitor back there, only ever
 * to a page of this site (`sameSitePath`: anything else goes home). Back to the very page, the log-in page or a
 * reset link's included: `safeRedirect`'s rule against those is for `?redirectTo=` in a URL, not for a form's
 * return to where it was. Not a screen: a GET goes home.
 */
const ModeForm = z.object({
  mode: z.enum(DISPLAY_MODES),
  redirectTo: z.string().max(2_000).optional(),
});

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readSubmission(request, ModeForm);
  if (submission.status !== "success") {
    // Only a made-up post gets here (the footer's form sends one of the two): a 400 in the visitor's words.
    const t = getFixedT(request, "common");
    return new Response(t("lite.badChoice"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { mode, redirectTo } = submission.value;
  return redirect(sameSitePath(redirectTo) ?? "/", { headers: { "Set-Cookie": modeCookie(mode) } });
}
