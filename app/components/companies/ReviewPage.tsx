import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { companyPath } from "./company-page";

/**
 * The frame of the review pages (write, edit, report): the way back to the company's reviews, the page's heading
 * and what it is for. Outside the company page's layout: a form needs the whole screen of a phone.
 */
export function ReviewPage({
  uuid,
  title,
  lead,
  children,
}: {
  uuid: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <div className="profile-edit">
      <p className="profile-edit__back">
        <Link to={companyPath(uuid, "reviews")}>{t("companyReviews.back")}</Link>
      </p>
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </div>
  );
}
