import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { NotFoundScreen } from "~/components/errors/error-screens";

/**
 * Every path no other route matches (the `*` route), /404 included: answers 404 with Page Not Found inside
 * the normal layout. Never recorded in the navigation history.
 */
export function loader(): never {
  throw new Response(null, { status: 404 });
}

/** Not reached (the loader always throws); kept so this is a page route, not a resource route. */
export default function UnknownPage() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
