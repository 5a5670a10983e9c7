import { languagePairs } from "~/components/forms/language-options";
import type { Locale } from "~/lib/i18n/config";

/**
 * The language select's options as the browser renders them when it renders the editor itself (./LanguageSelect.tsx,
 * lazily): named by the browser's Intl, which is safe here since nothing is hydrated against the server's names.
 */
export default function LanguageOptions({ locale }: { locale: Locale }) {
  return languagePairs(locale).map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
