import { useTranslation } from "~/lib/i18n/react";

/**
 * Links to the web mailboxes most people in Greece and among seasonal workers from abroad use
 * (docs/sessions-and-accounts.md#sign-up). The one that serves the signed-up address comes first and stands out.
 */
const PROVIDERS = [
  { name: "Gmail", url: "https://mail.google.com/", domains: ["gmail.com", "googlemail.com"] },
  {
    name: "Outlook",
    url: "https://outlook.live.com/mail/",
    domains: ["outlook.com", "outlook.com.gr", "hotmail.com", "hotmail.gr", "live.com", "msn.com"],
  },
  { name: "Yahoo Mail", url: "https://mail.yahoo.com/", domains: ["yahoo.com", "yahoo.gr", "ymail.com"] },
  { name: "iCloud Mail", url: "https://www.icloud.com/mail/", domains: ["icloud.com", "me.com", "mac.com"] },
  { name: "Proton Mail", url: "https://mail.proton.me/", domains: ["proton.me", "protonmail.com", "pm.me"] },
] as const;

export function MailProviderLinks({ email }: { email: string | null }) {
  const { t } = useTranslation("signup");
  const domain = email?.split("@").pop()?.toLowerCase() ?? "";
  const isYours = (provider: (typeof PROVIDERS)[number]) => (provider.domains as readonly string[]).includes(domain);
  const ordered = [...PROVIDERS.filter(isYours), ...PROVIDERS.filter((provider) => !isYours(provider))];
  return (
    <section className="mail-providers" aria-labelledby="mail-providers-title">
      <h2 id="mail-providers-title">{t("thankYou.providers")}</h2>
      <p className="mail-providers__note">{t("thankYou.newTab")}</p>
      <ul className="mail-providers__list">
        {ordered.map((provider) => (
          <li key={provider.name}>
            <a
              href={provider.url}
              target="_blank"
              rel="noopener noreferrer"
              className={isYours(provider) ? "button button--primary" : "button"}
            >
              {provider.name}
              {isYours(provider) ? ` (${t("thankYou.yourProvider")})` : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
