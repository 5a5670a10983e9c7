import { useSearchParams } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import { ROLES, type Role, type SocialProvider } from "#contract/enums";
import { RichText } from "~/components/content/RichText";
import { useTranslation } from "~/lib/i18n/react";
import { facebookAccessToken } from "./facebook-sdk";
import { googleAccessToken } from "./google-identity";
import { SocialSignInFailure, type SocialFailureKey } from "./social-failure";
import { SOCIAL_ERROR_PARAM, SOCIAL_SIGN_IN_ROUTE, socialOutcomeMessage } from "./social-outcome";
import { useSocialProviders } from "./use-social-providers";

/**
 * "Continue with Google / Facebook" on /login and /signup, and the messages of a social sign-in that failed.
 * The buttons appear only once JavaScript runs and only for configured providers; the message area is rendered
 * on the server too, so "you don't have an account" shows after the redirect without JavaScript.
 *
 * On the sign-up page pass the sign-up form's id: its `role` field says which kind of account an unknown
 * e-mail address becomes, and its `agreement` box must be ticked first.
 */
export function SocialSignIn({ signUpFormId }: { signUpFormId?: string }) {
  // The sign-up page may not have loaded the `auth` namespace yet; waiting for it must not blank the page.
  return (
    <Suspense fallback={null}>
      <SocialSignInPanel signUpFormId={signUpFormId} />
    </Suspense>
  );
}

type Failure = SocialFailureKey | "social.signUpFirst";

function SocialSignInPanel({ signUpFormId }: { signUpFormId?: string }) {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const providers = useSocialProviders();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<SocialProvider | null>(null);
  useEffect(() => {
    // Back from the provider or from our redirect through the back-forward cache: the buttons work again.
    const reset = (event: PageTransitionEvent) => event.persisted && setPending(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function signIn(provider: SocialProvider, id: string) {
    setFailure(null);
    const role = signUpFormId ? signUpRole(signUpFormId) : undefined;
    if (role === null) return setFailure("social.signUpFirst");
    setPending(provider);
    try {
      const accessToken = provider === "google" ? await googleAccessToken(id) : await facebookAccessToken(id);
      submitSocialSignIn({
        provider,
        access_token: accessToken,
        role,
        redirectTo: searchParams.get("redirectTo") ?? undefined,
      });
    } catch (error) {
      setPending(null);
      const fallback = provider === "google" ? "social.errors.googleNoToken" : "social.errors.facebookFailed";
      setFailure(error instanceof SocialSignInFailure ? error.key : fallback);
    }
  }

  const outcome = failure ? null : socialOutcomeMessage(searchParams.get(SOCIAL_ERROR_PARAM));
  const buttons: { provider: SocialProvider; id: string | null }[] = [
    { provider: "google", id: providers?.google ?? null },
    { provider: "facebook", id: providers?.facebook ?? null },
  ];
  const shown = buttons.filter((button): button is { provider: SocialProvider; id: string } => button.id !== null);
  return (
    <section className="social-sign-in" aria-label={t("social.divider")}>
      {/* aria-live rather than role=status: the page's toast is the status; this only announces changes. */}
      <div aria-live="polite" className="field-errors social-sign-in__message">
        {failure ? t(failure) : null}
        {outcome === "login.noAccount" ? <RichText text={t(outcome)} /> : outcome ? t(outcome) : null}
      </div>
      {shown.length > 0 ? (
        <>
          <p>{t("social.divider")}</p>
          <div className="auth-form">
            {shown.map(({ provider, id }) => (
              <button
                key={provider}
                type="button"
                className="button"
                disabled={pending !== null}
                aria-busy={pending === provider}
                onClick={() => void signIn(provider, id)}
              >
                {pending === provider ? t("social.pending") : t(`social.${provider}`)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/**
 * The role chosen in the sign-up form, or null until a role is chosen and the terms are accepted: a social
 * sign-up creates the account at once, so it needs the same agreement as the form.
 */
function signUpRole(formId: string): Role | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const values = new FormData(form);
  if (!values.get("agreement")) return null;
  return ROLES.find((role) => role === values.get("role")) ?? null;
}

/**
 * A document POST, as the login form makes: the session changes for every loader, and the browser sends our
 * Origin, which the server's cross-site check requires.
 */
function submitSocialSignIn(fields: Record<string, string | undefined>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = SOCIAL_SIGN_IN_ROUTE;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
