import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Where a tab link lands without JavaScript: the tabs and their content, not the top of the page. */
export const TAB_CONTENT_ID = "tab-content";

export interface RouteTab {
  /** The path segment after the base path (`description` → `/jobs/12/description`). */
  segment: string;
  label: string;
}

/**
 * The ref for a row of links that scrolls sideways on a narrow phone: with JavaScript, its current link
 * (`aria-current="page"`) scrolled out of the row is brought into it on each page (the row only; the page does
 * not move). Without JavaScript the row starts at its first link.
 */
export function useCurrentLinkInView() {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row.current || !current) return;
    const { offsetLeft, offsetWidth } = current;
    const { scrollLeft, clientWidth } = row.current;
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      row.current.scrollLeft = offsetLeft + offsetWidth - clientWidth;
    }
  }, [pathname]);
  return row;
}

/**
 * Tabs that are pages: one URL each under `base`, plain links marked `aria-current="page"` in the server's HTML,
 * so they work without JavaScript. They stay in one row, scrolling sideways on a narrow phone when they must.
 * Without JavaScript a tab reloads the page and the `#tab-content` fragment brings the reader back to the tabs;
 * with it only the content changes and the page does not scroll. Job pages, company pages and profile sections
 * all use this; put `id={TAB_CONTENT_ID}` on the element that holds the tabs and their content.
 */
export function RouteTabs({ base, tabs, label }: { base: string; tabs: readonly RouteTab[]; label: string }) {
  const row = useCurrentLinkInView();
  return (
    <nav className="route-tabs" aria-label={label}>
      <ul ref={row}>
        {tabs.map((tab) => (
          <li key={tab.segment}>
            <NavLink
              to={`${base}/${tab.segment}#${TAB_CONTENT_ID}`}
              prefetch="intent"
              preventScrollReset
              className="route-tabs__link"
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
