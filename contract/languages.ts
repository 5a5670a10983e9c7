/**
 * The languages a worker picks from on the profile (ISO 639-1). The API takes any well-formed code; this is the
 * list the forms offer: the languages of Greece's visitors and of the people who come to work its seasons.
 * Names come from Intl.DisplayNames in the reader's language, never from a hand-kept table.
 */
export const SPOKEN_LANGUAGE_CODES = [
  "el", "en", "de", "fr", "it", "es", "pt", "nl", "sv", "da", "no", "fi", "pl", "cs", "sk", "hu", "ro", "bg",
  "sr", "hr", "sl", "sq", "mk", "ru", "uk", "tr", "he", "ar", "fa", "hi", "ur", "bn", "zh", "ja", "ko", "ka",
  "hy", "lt", "lv", "et", "tl",
] as const;
