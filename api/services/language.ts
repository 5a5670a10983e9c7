/**
 * Which language an account's e-mails are written in (design section 9): the one the client names, else the
 * first of `Accept-Language` we speak, else Greek (the product's fallback). Browsers say `el` for Greek; the
 * product's own code is `gr`.
 */
import type { Language } from "../../contract/enums";

export const DEFAULT_LANGUAGE: Language = "gr";

const PRIMARY_TAGS: Record<string, Language> = { el: "gr", gr: "gr", en: "en" };

export function accountLanguage(requested: Language | undefined, acceptLanguage: string | undefined): Language {
  return requested ?? preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The best-ranked language of an `Accept-Language` header that we speak (`el-GR;q=0.9, en;q=0.8` → gr). */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((entry, index) => {
      const [tag, ...parameters] = entry.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { language: PRIMARY_TAGS[tag.trim().toLowerCase().split("-")[0]], weight, index };
    })
    .filter(
      (entry): entry is { language: Language; weight: number; index: number } =>
        entry.language !== undefined && Number.isFinite(entry.weight) && entry.weight > 0,
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}
