/**
 * How a chosen photo is shrunk in the browser (docs/profiles-and-companies.md#images): ./shrink-photo.ts and its
 * worker.
 */
export const SHRINK = {
  /** Longer than any side we store (a cover or gallery image: 1600 px), so nothing is lost to the server's shrink. */
  maxSide: 2000,
  quality: 0.8,
  /** A file this small is sent as chosen: shrinking would save little and could cost quality. */
  smallEnoughBytes: 400 * 1024,
} as const;
