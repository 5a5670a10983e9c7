import { Link, useLocation } from "@remix-run/react";
import { opensMap } from "~/lib/jobs-base";

export interface AreaNavItem {
  to: string;
  label: string;
  /** The paths this item stands for: it is current on any page under this prefix. */
  prefix: string;
  /** Current on the prefix itself only, not on the pages under it. */
  end?: boolean;
  /** Pages under the prefix that another item stands for (the map under the job list). */
  except?: string;
  /** One more path this item stands for, outside its prefix (the company's jobs tab, under its profile). */
  also?: string;
  /** A count shown beside the label (unread conversations), with the words a screen reader says for it. */
  badge?: { count: number; label: string };
}

/**
 * A signed-in area's own navigation (the employee's, the company's) under the site header, styled as the route tabs:
 * one row where it fits, more lines on a phone, so the current item is on the screen without JavaScript too
 * (docs/ui.md#route-tabs-and-lists). Plain links, marked `aria-current="page"` in the server's HTML.
 */
export function AreaNav({ label, items }: { label: string; items: readonly AreaNavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="route-tabs area-nav" aria-label={label}>
      <ul>
        {items.map((item) => {
          const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
          const current =
            pathname === item.prefix ||
            (item.also !== undefined && under(item.also)) ||
            (!item.end && under(item.prefix) && !(item.except && under(item.except)));
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className="route-tabs__link"
                aria-current={current ? "page" : undefined}
                reloadDocument={opensMap(item.to)}
              >
                {item.label}
                {item.badge && item.badge.count > 0 ? (
                  <span className="area-nav__badge">
                    <span aria-hidden="true">{item.badge.count}</span>
                    <span className="visually-hidden">{item.badge.label}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
