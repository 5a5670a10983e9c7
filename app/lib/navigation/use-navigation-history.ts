import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import { useEffect, type MouseEvent } from "react";
import {
  fallbackFor,
  historyEntry,
  isRecordable,
  previousEntry,
  readHistory,
  recordEntry,
  writeHistory,
} from "./navigation-history";

/** Route id of app/routes/$/route.tsx, the `*` route that matches unknown paths. */
const SPLAT_ROUTE_ID = "routes/$";

/** Records every page the visitor sees (client-side only); used once, in the root App. */
export function useRecordNavigationHistory(): void {
  const { pathname, search } = useLocation();
  const matchedUnknownRoute = useMatches().some((match) => match.id === SPLAT_ROUTE_ID);
  useEffect(() => {
    const storage = browserStorage();
    if (!storage || !isRecordable(pathname, matchedUnknownRoute)) return;
    writeHistory(storage, recordEntry(readHistory(storage), historyEntry(pathname, search)));
  }, [pathname, search, matchedUnknownRoute]);
}

/**
 * Props for a Go Back link: a plain href to a fallback page (works without JavaScript) and a click handler
 * that goes to the latest recorded page that is not this one.
 */
export function useGoBack(): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const href = fallbackFor(pathname);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    const storage = browserStorage();
    const previous = storage ? previousEntry(readHistory(storage), historyEntry(pathname, search)) : undefined;
    navigate(previous ?? href);
  }
  return { href, onClick };
}

/** localStorage, or null where reading it throws (disabled storage, some private modes). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
