/**
 * What a page costs before any of our code runs (decision 198): a bare Remix 2 app, built and served the way ours
 * is (Express, the compression middleware at brotli 5, the document collected whole at onAllReady, production
 * mode), next to React alone rendering the same markup and a static file of about the same size, each loaded with
 * autocannon while /proc counts the server's CPU milliseconds per request (all its threads: the main one, V8's
 * garbage collector and libuv's pool). The bench holds our signed-in pages to a tenth of a static file; this says
 * how much of that tenth the framework itself takes on this host.
 *
 *   npx tsx tests/bench/remix-floor.ts [seconds-per-url]
 *
 * The app is written to a temporary folder (its node_modules a link to ours, so the versions are ours), built
 * with `remix vite:build`, and removed at the end. Run it alone: it measures time on the shared cores.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeLoad, runLoad } from "../reliability/autocannon";
import { freePort } from "../support/free-port";
import { REPO_ROOT } from "../support/start-server";
import { cpuSpent, readCpu } from "./cpu-meter";

const seconds = Number(process.argv[2] ?? 6);

/** A root, one route with loader data (twenty jobs, a signed-in name) and our entry's way of answering. */
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "remix-floor",
    private: true,
    type: "module",
    dependencies: { "@remix-run/node": "*", "@remix-run/react": "*", "@remix-run/express": "*", react: "*" },
  }),
  "vite.config.mjs": `import { vitePlugin as remix } from "@remix-run/dev";
export default { plugins: [remix({ future: { v3_singleFetch: true } })], logLevel: "warn" };`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
export default function App() {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><Meta /><Links /></head>
      <body><header><nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav></header><Outlet /><Scripts /></body>
    </html>
  );
}`,
  "app/routes/_index.tsx": `import { useLoaderData } from "@remix-run/react";
export async function loader({ request }: { request: Request }) {
  const user = request.headers.get("cookie")?.includes("s=") ? "Maria" : null;
  return { user, jobs: Array.from({ length: 20 }, (_, i) => ({ id: i, title: "Waiter " + i, place: "Naxos", salary: 1200 + i })) };
}
export default function Index() {
  const { user, jobs } = useLoaderData<typeof loader>();
  return (
    <main><h1>Jobs{user ? " for " + user : ""}</h1>
      <ul>{jobs.map((job) => <li key={job.id}><a href={"/jobs/" + job.id}>{job.title}</a> {job.place} €{job.salary}</li>)}</ul>
    </main>
  );
}`,
  "app/entry.server.tsx": `import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<RemixServer context={context} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          const html = Buffer.concat(chunks);
          headers.set("Content-Type", "text/html; charset=utf-8");
          headers.set("Content-Length", String(html.byteLength));
          resolve(new Response(html, { headers, status }));
        });
        pipe(body);
      },
      onShellError: reject,
    });
  });
}`,
  "server.mjs": `import express from "express";
import compression from "compression";
import zlib from "node:zlib";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler } from "@remix-run/express";
const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use(express.static("build/client"));
// The route's markup rendered by React alone: no router, no loader data, no scripts.
app.get("/react", (request, response) => {
  const jobs = Array.from({ length: 20 }, (_, i) => ({ id: i, title: "Waiter " + i, place: "Naxos", salary: 1200 + i }));
  const page = h("html", { lang: "en" }, h("head", null, h("meta", { charSet: "utf-8" })), h("body", null,
    h("header", null, h("nav", null, h("a", { href: "/" }, "Home"), " ", h("a", { href: "/jobs" }, "Jobs"))),
    h("main", null, h("h1", null, "Jobs for Maria"), h("ul", null, jobs.map((job) =>
      h("li", { key: job.id }, h("a", { href: "/jobs/" + job.id }, job.title), " " + job.place + " €" + job.salary))))));
  response.type("html").send("<!DOCTYPE html>" + renderToString(page));
});
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));`,
};

const dir = mkdtempSync(path.join(tmpdir(), "remix-floor-"));
try {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"));
  const built = spawnSync(path.join(REPO_ROOT, "node_modules/.bin/remix"), ["vite:build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`remix vite:build failed:\n${built.stdout}\n${built.stderr}`);
  // Incompressible bytes, so the static file costs what sending a precompressed asset costs.
  writeFileSync(
    path.join(dir, "build/client/static.bin"),
    Buffer.alloc(1_150, 7).map(() => Math.random() * 256),
  );

  const port = await freePort();
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (data: Buffer) => data.toString().includes("listening") && resolve());
      server.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const headers = { "accept-encoding": "br, gzip", cookie: "s=1" };
    const tiers = [{ name: "server", roots: () => (server.pid === undefined ? [] : [server.pid]) }];
    console.log(`bare Remix 2 on this host, ${seconds} s per URL, 8 connections (CPU: the server's, all threads)`);
    for (const [name, url] of [
      ["static file (1.1 KB)", "/static.bin"],
      ["Remix page (20 jobs)", "/"],
      ["React alone (same markup)", "/react"],
    ] as const) {
      await runLoad({ url: base + url, connections: 4, duration: 1, headers });
      const before = readCpu(tiers);
      const result = await runLoad({ url: base + url, connections: 8, duration: seconds, headers });
      const spent = cpuSpent(before, readCpu(tiers));
      const perRequest = (spent.tiers.get("server") ?? 0) / Math.max(1, result["2xx"]);
      console.log(`${describeLoad(name, result)}\n  server ${perRequest.toFixed(2)} CPU ms/request`);
    }
  } finally {
    server.kill();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
