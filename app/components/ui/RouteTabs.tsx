import { NavLink } from "@remix-run/react";

/** Where a tab link lands without JavaScript: the tabs and their content, not the top of the page. */
export const TAB_CONTENT_ID = "tab-content";

export interface RouteTab {
  /** The path segment after the base path (`description` → `/jobs/12/description`). */
  segment: string;
  label: string;
}

/**
 * Tabs that are pages: one URL each under `base`, plain links marked `aria-current="page"` in the server's HTML,
 * so they work without JavaScript. They share one row where it fits and wrap onto more lines on a phone, so the
 * current tab is on the screen with or without JavaScript (docs/ui.md#route-tabs-and-lists).
 * Without JavaScript a tab reloads the page and the `#tab-content` fragment brings the reader back to the tabs;
 * with it only the content changes and the page does not scroll. Job pages, company pages and profile sections
 * all use this; put `id={TAB_CONTENT_ID}` on the element that holds the tabs and their content.
 */
export function RouteTabs({ base, tabs, label }: { base: string; tabs: readonly RouteTab[]; label: string }) {
  return (
    <nav className="route-tabs" aria-label={label}>
      <ul>
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
