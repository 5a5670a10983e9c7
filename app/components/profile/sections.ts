/**
 * The sections of a worker's profile (spec section 2's sub-actions and areas.md's additions): each is its own URL
 * under `/employee/profile/{uuid}/` and its own form, reached from the profile page and from the section tabs.
 */
export const PROFILE_SECTIONS = [
  "basic-info",
  "work-experience",
  "skills",
  "languages",
  "availability",
  "seasonal",
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export type ProfileListName = "skills" | "languages" | "availability";

export const profileSectionPath = (uuid: string, section?: ProfileSection) =>
  section ? `/employee/profile/${uuid}/${section}` : `/employee/profile/${uuid}`;

/**
 * A short fingerprint of a section's items. The add form's id carries it, so the form starts empty again after
 * a change to the list, which with JavaScript reloads the data but keeps the page (and what the form held).
 */
export function listVersion(items: readonly unknown[]): string {
  const text = JSON.stringify(items);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return `${items.length}-${(hash >>> 0).toString(36)}`;
}
