import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { apiFor } from "~/lib/session/api-client.server";
import { endSession, readSessionCookies } from "~/lib/session/cookies.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Logging out is a POST (design section 6); a GET changes nothing and goes home. */
export function loader() {
  return redirect("/");
}

/** Blacklists the refresh token (best effort: the cookies go whatever the API says), clears both cookies. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { refresh } = readSessionCookies(request);
  if (refresh) {
    await apiFor(context)
      .blacklistToken(refresh)
      .catch(() => undefined);
  }
  endSession(context);
  const t = getFixedT(request, "auth");
  return redirectWithToast("/", { type: "success", title: t("loggedOut") });
}
