import { Link, useLocation } from "@remix-run/react";
import { opensMap } from "~/lib/jobs-base";
import { useCurrentLinkInView } from "./RouteTabs";

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
}

/**
 * A signed-in area's own navigation (the employee's, the company's): one row under the site header, styled as the
 * route tabs and scrolling sideways on a narrow phone (with JavaScript the current item is scrolled into the row,
 * as the tabs do). Plain links, marked `aria-current="page"` in the server's HTML, so it works without JavaScript.
 */
export function AreaNav({ label, items }: { label: string; items: readonly AreaNavItem[] }) {
  const { pathname } = useLocation();
  const row = useCurrentLinkInView();
  return (
    <nav className="route-tabs area-nav" aria-label={label}>
      <ul ref={row}>
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
