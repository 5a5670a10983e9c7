import express from "express";
import { createRequestHandler } from "@remix-run/express";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "@remix-run/node";
import { createApi } from "./api/app";

const api = createApi();
const app = express();
app.disable("x-powered-by");
const apiListener = getRequestListener(api.fetch, { overrideGlobalObjects: false });
app.all("/api/*", (req, res) => {
  req.url = req.originalUrl;
  void apiListener(req, res);
});
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
const build = (await import("./build/server/index.js")) as unknown as ServerBuild;
app.all("*", createRequestHandler({ build, getLoadContext: () => ({ apiFetch: (r: Request) => api.fetch(r) }) }));
const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`listening on http://localhost:${port}`));
