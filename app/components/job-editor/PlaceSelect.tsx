import { createContext, lazy, useContext, type ComponentProps } from "react";
import { DocumentOptionsSelect } from "~/components/forms/DocumentOptionsSelect";
import type { Locale } from "~/lib/i18n/config";

/** `placeOptionsHtml` (~/lib/jobs/place-options.server.ts), which entry.server.tsx provides; `null` in the browser. */
export type PlaceOptionsHtml = (locale: Locale, selected: string, emptyLabel: string) => string;
export const ServerPlaceOptions = createContext<PlaceOptionsHtml | null>(null);

const PlaceOptions = lazy(() => import("./place-options"));

/**
 * The job editor's place select (docs/forms.md#long-option-lists): 294 places that travel once, in the document
 * (~/components/forms/DocumentOptionsSelect.tsx). A select the browser renders itself loads the list lazily
 * (./place-options.tsx, the gazetteer the pin's chunk holds anyway).
 */
export function PlaceSelect(props: Omit<ComponentProps<typeof DocumentOptionsSelect>, "documentOptions" | "Options">) {
  const serverOptions = useContext(ServerPlaceOptions);
  const { defaultValue } = props.selectProps;
  return (
    <DocumentOptionsSelect
      {...props}
      documentOptions={serverOptions && ((locale) => serverOptions(locale, defaultValue, props.emptyLabel))}
      Options={PlaceOptions}
    />
  );
}
