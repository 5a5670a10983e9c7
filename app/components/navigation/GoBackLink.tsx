import type { ReactNode } from "react";
import { useGoBack } from "~/lib/navigation/use-navigation-history";

/**
 * Go Back: without JavaScript a link to the first history fallback that is not this page; with it,
 * the latest page of the visitor's navigation history that is not this one.
 */
export function GoBackLink({ className, children }: { className?: string; children: ReactNode }) {
  const { href, onClick } = useGoBack();
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
