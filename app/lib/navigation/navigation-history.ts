/**
 * The visitor's recent pages, for Go Back (spec sections 2, 3 and 9): path plus query, newest last,
 * kept in localStorage. Pure functions; the recording hook is use-navigation-history.ts.
 */
export const NAVIGATION_HISTORY_KEY = "navigationHistory";
export const NAVIGATION_HISTORY_LIMIT = 10;
export const HISTORY_FALLBACKS = ["/", "/jobs", "/companies", "/employees"] as const;
const NEVER_RECORDED = new Set(["/404", "/error"]);

/** The entry for a location: path plus query, without `lng` (going back should not switch language). */
export function historyEntry(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("lng");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Unknown paths (matched only by the `*` splat route), /404 and /error are never recorded. */
export function isRecordable(pathname: string, matchedUnknownRoute: boolean): boolean {
  return !matchedUnknownRoute && !NEVER_RECORDED.has(trimTrailingSlash(pathname));
}

/** Appends an entry unless it repeats the last one; keeps the newest NAVIGATION_HISTORY_LIMIT. */
export function recordEntry(history: readonly string[], entry: string): string[] {
  if (history[history.length - 1] === entry) return [...history];
  return [...history, entry].slice(-NAVIGATION_HISTORY_LIMIT);
}

/** The most recent entry that is not the current page, if any. */
export function previousEntry(history: readonly string[], current: string): string | undefined {
  // A reverse loop, not findLast: the build targets ES2020 browsers (older phones).
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index] !== current) return history[index];
  }
  return undefined;
}

/** The first fallback page that is not the current page; the plain href of Go Back. */
export function fallbackFor(currentPathname: string): string {
  const current = trimTrailingSlash(currentPathname);
  return HISTORY_FALLBACKS.find((path) => path !== current) ?? "/";
}

/** Reads the stored history; anything unreadable counts as empty. */
export function readHistory(storage: Pick<Storage, "getItem">): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NAVIGATION_HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: Pick<Storage, "setItem">, history: readonly string[]): void {
  try {
    storage.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled (private mode): Go Back then uses its fallback.
  }
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
