/**
 * Lite mode in components (docs/ui.md#lite-mode): `useLite()` says whether this page is rendered for Lite, as the
 * root loader decided it (./lite.server.ts `isLite`). A Lite page has no scripts (app/root.tsx), no map tiles, no
 * gallery photos or cover images; a component that loads something heavy asks here first.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "./root-data";

/** True on a Lite page; false on the full site, and where the root loader gave nothing (a failed root loader). */
export function useLite(): boolean {
  return useRouteLoaderData<RootData>("root")?.lite ?? false;
}
