/**
 * A company's logo wherever one shows (the job page's header, a company's page, the company list, the company's own
 * form). The full site shows the logo (at most 512 px); a Lite page shows its thumbnail (at most 96 px, a few KB;
 * docs/ui.md#lite-mode) at the same size on screen, so nothing moves, and nothing at all where a logo has no
 * thumbnail yet (it is made at start-up for logos stored before thumbnails: api/services/logo-thumbnails.ts).
 */
import type { Company } from "#contract/profiles";
import { useLite } from "~/lib/lite";

/** Which image a page shows for a company's logo: null for none. */
export function logoSource(company: Pick<Company, "logo" | "logo_thumb">, lite: boolean): string | null {
  return lite ? company.logo_thumb : company.logo;
}

export function CompanyLogo({
  company,
  size,
  className,
  alt = "",
}: {
  company: Pick<Company, "logo" | "logo_thumb">;
  /** Its width and height in CSS pixels. */
  size: number;
  className: string;
  /** Empty beside the company's name (decorative), as before. */
  alt?: string;
}) {
  const src = logoSource(company, useLite());
  return src ? <img src={src} alt={alt} width={size} height={size} className={className} /> : null;
}
