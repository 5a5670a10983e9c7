import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** Modules the root route imports, each a few hundred bytes: one chunk, loaded by every page anyway. */
const SHELL_MODULES =
  /\/common\/job-paths\.|\/app\/(components\/errors\/|lib\/(site|meta|nonce-provider|error-reference|seo|jobs-base|return-path|lite)\.|lib\/i18n\/use-locale\.)|\/remix-utils\/build\/react\/use-hydrated\./;

/** `assets/<name>-<hash>.js`, where a route module's name is its folder's (app/routes/<route>/route.ts[x]). */
function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const folder = chunk.facadeModuleId?.match(/\/app\/routes\/([^/]+)\/route\.tsx?(?:\?.*)?$/)?.[1];
  return `assets/${(folder ?? chunk.name).replace(/[$[\]]/g, "")}-[hash].js`;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "#contract": new URL("./contract", import.meta.url).pathname,
    },
  },
  build: {
    target: "es2020",
    // Terser (two passes) over esbuild's minifier: about 2 KB less on every first load (design.md section 10).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Kept as build/.vite/client-manifest.json: the server finds the browser's Sentry module there.
    manifest: true,
    // The browser's Sentry module is an entry of its own, imported by URL after hydration only when SENTRY_DSN
    // is set, so no page's chunks name it (docs/errors.md#sentry). Remix adds its own entries to these.
    // Small modules every page loads (the error screens, a few hooks) go into one chunk with the shell: as
    // separate files each costs a request and compresses worse alone (design.md section 10, the /jobs budget).
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            input: ["app/lib/monitoring/sentry.client.ts"],
            output: {
              manualChunks: (id: string) => (SHELL_MODULES.test(id) ? "shell" : undefined),
              // A route's chunk is named after its folder (`jobs._index-[hash].js`), not `route-[hash].js` for all.
              entryFileNames: chunkName,
              chunkFileNames: chunkName,
            },
          },
        }),
  },
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
}));
