import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname, "#contract": new URL("./contract", import.meta.url).pathname },
  },
  build: { target: "es2020" },
  // Pre-bundled up front so the first dev page load does not re-optimise mid-hydration ("Invalid hook call").
  optimizeDeps: {
    include: ["remix-utils/use-hydrated", "leaflet", "react-leaflet"],
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
