import { Outlet } from "@remix-run/react";
import type { Company } from "#contract/profiles";
import { RouteTabs, TAB_CONTENT_ID } from "~/components/ui/RouteTabs";
import { CompanyLogo } from "./CompanyLogo";

/** The head of a company's page, the same in the worker's view and on the company's own profile: logo, name, place. */
export function CompanyHead({
  company,
  place,
}: {
  company: Pick<Company, "logo" | "logo_thumb" | "name">;
  place: string;
}) {
  return (
    <header className="company-card__head">
      <CompanyLogo company={company} size={56} className="company-card__logo" />
      <div>
        <h1>{company.name}</h1>
        <p className="company-card__place">{place}</p>
      </div>
    </header>
  );
}

/** A company page's tabs (one label key per segment) and the tab's content under them. */
export function CompanyTabs({
  base,
  label,
  tabs,
}: {
  base: string;
  label: string;
  tabs: readonly { segment: string; label: string }[];
}) {
  return (
    <div id={TAB_CONTENT_ID}>
      <RouteTabs base={base} label={label} tabs={tabs} />
      <Outlet />
    </div>
  );
}
