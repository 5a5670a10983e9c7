import type { LinksFunction } from "@remix-run/node";
import leafletStylesHref from "leaflet/dist/leaflet.css?url";
import type { ReactNode } from "react";
import mapStylesHref from "~/styles/map.css?url";

/** The editor pages' stylesheets: Leaflet's and the map's, for the pin map (only these pages load them). */
export const editorLinks: LinksFunction = () => [
  { rel: "stylesheet", href: leafletStylesHref },
  { rel: "stylesheet", href: mapStylesHref },
];

/** The frame of an editor page: its title, what it is for, the form. */
export function EditorPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="account-page form-page">
      <h1>{title}</h1>
      <p>{lead}</p>
      {children}
    </div>
  );
}
