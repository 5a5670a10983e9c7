/**
 * The names of stored uploads (docs/profiles-and-companies.md#images): `<kind>/<uuid>.webp`, plus `-thumb.webp` for a
 * gallery or logo thumbnail, served at `/media/<key>`. Only names of this shape are ever written, served from the bucket or
 * removed, so a URL a client sent (`../`, a demo image under /images/demo/) can never reach another file. No
 * dependencies: the web tier's /media handler (server/media-objects.ts) reads it too.
 */
export const IMAGE_KINDS = ["avatars", "logos", "covers", "gallery"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const MEDIA_KEY = new RegExp(
  `^(?:${IMAGE_KINDS.join("|")})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?\\.webp$`,
);

/** The key of a `/media/...` URL this store made, else null. */
export function mediaKeyOf(url: string | null): string | null {
  if (url === null || !url.startsWith("/media/")) return null;
  const key = url.slice("/media/".length);
  return MEDIA_KEY.test(key) ? key : null;
}
