/**
 * The service worker (issue 23, docs/ui.md#offline, decision 194), served at /sw.js with the whole site as its scope.
 * A plain script, not bundled: scripts/service-worker.mjs copies it to build/client/sw.js with the build's version
 * in front (`const BUILD = "…"`), so each deploy has its own caches and drops the older ones when it activates.
 *
 * - Documents go to the network first. A job page (/jobs/:id…, /employee/jobs/:id…) or one of the worker's
 *   applications (/employee/applications, /employee/applications/:id) that answers 200 is saved; when the network
 *   fails, the saved copy is served with a "Saved, may be out of date" note, and any other page gets the offline
 *   page (/offline, saved at install in both languages) listing what is saved.
 * - A saved copy is served as the page without JavaScript: its scripts are taken out (their modules are not saved),
 *   and one small script, with the copy's own CSP nonce, stops a form's submit while offline and says why.
 * - The stylesheets of saved pages are saved with them (hashed /assets files, cache first).
 * - Never saved: anything but a GET document of those paths and their stylesheets; API calls; Lite pages (no
 *   script in them: Lite registers no worker, and one left from an earlier visit passes Lite through).
 * - Privacy: a sign-out (POST /logout, or the settings' "sign out everywhere") or a sign-in drops every saved page,
 *   and a saved page the network now answers with a redirect to sign in, or with 401/403/404/410, is dropped.
 *   Each copy records whether it was saved signed in (the server's `X-Session` header, server/session-mark.ts); a
 *   page or `.data` response that says `guest` drops every copy saved signed in: the session they belong to has
 *   ended here, also when it ended on another device ("sign out everywhere") or expired. A guest's copies stay.
 */
/* global BUILD */
/// <reference lib="webworker" />

const PAGES = `pages-${BUILD}`;
const SHELL = `shell-${BUILD}`;
const LOCALES = ["en", "gr"];
const offlinePath = (lng) => `/offline?lng=${lng}`;
const localePath = (lng) => `/locales/${lng}/common.json`;
/** The server's word on whether this browser has a session: `user` or `guest` (server/session-mark.ts). */
const SESSION = "X-Session";
/** On a saved copy: `user` when it was saved signed in, `guest` when not. */
const SAVED_SESSION = "X-Saved-Session";

/** Paths whose documents are saved when opened. */
const SAVED_PAGES = [
  /^\/(employee\/)?jobs\/\d+(\/(description|requirements|benefits|apply))?\/?$/,
  /^\/employee\/applications(\/[^/]+)?\/?$/,
];
/**
 * Requests (any method but GET) that end or start a session: every saved page goes, so the next person on a shared
 * phone finds nothing of the last one's. Signing out (here, or everywhere from the settings), and signing in by any
 * door (the log-in form, Google or Facebook, an activation or reset link that signs in). The settings' forms share
 * one action (the intent is in the body, which the worker does not read), so a password or e-mail change counts too.
 */
const SESSION_CHANGES = [
  /^\/logout(\.data)?\/?$/,
  /^\/(employee|company)\/settings(\.data)?\/?$/,
  /^\/login(\.data)?\/?$/,
  /^\/auth\/social/,
  /^\/users\/[^/]+\/activate\//,
  /^\/reset-password\//,
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      for (const lng of LOCALES) {
        // Without cookies: a guest's page, and the language cookie `?lng=` would set is not stored.
        const response = await fetch(offlinePath(lng), { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`${offlinePath(lng)} answered ${response.status}`);
        const html = await response.clone().text();
        await cache.put(offlinePath(lng), response);
        await saveStylesheets(html);
        await cache.add(new Request(localePath(lng), { credentials: "omit" }));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== PAGES && name !== SHELL).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A sign-out or sign-in: the saved pages go before it is sent, whatever it answers. The request is untouched.
    if (SESSION_CHANGES.some((path) => path.test(url.pathname))) event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(page(event, url));
    return;
  }
  // A page opened without a document load (Remix asks for its data at `<path>.data`): its document is saved too. Not
  // a tab Remix only prefetches (`<link rel="prefetch">`, sent in no-cors mode, unlike its own fetch of the data).
  // Any page's data says whether the session is still there, as its document would.
  if (url.pathname.endsWith(".data") && !isPrefetch(request)) {
    const opened = pageKey(new URL(url.pathname.slice(0, -".data".length), url));
    event.respondWith(
      fetch(request).then((response) => {
        event.waitUntil(
          (async () => {
            await dropSignedInIfGuest(response);
            if (opened && response.ok) await saveOpened(opened);
          })(),
        );
        return response;
      }),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".css")) event.respondWith(stylesheet(request));
});

/**
 * How old a saved copy may be before a page opened without a document load is fetched again to save it. Its data
 * request brought the page to the screen; the document is a second request to the server, so a copy saved a moment
 * ago (the worker going back and forth between a job and the list) is kept instead. A document load always saves.
 */
const RESAVE_AFTER_MS = 15 * 60 * 1000;

async function saveOpened(key) {
  const saved = await caches.match(key, { cacheName: PAGES });
  const savedAt = Date.parse(saved?.headers.get("X-Saved-At") ?? "");
  if (saved && Date.now() - savedAt < RESAVE_AFTER_MS) return;
  const response = await fetch(key);
  await dropSignedInIfGuest(response);
  await keepOrDrop(key, response);
}

function isPrefetch(request) {
  return request.mode === "no-cors" || /prefetch/i.test(request.headers.get("Sec-Purpose") ?? "");
}

/** Network first; on a network failure the saved copy, else the offline page. */
async function page(event, url) {
  const key = pageKey(url);
  try {
    const response = await fetch(event.request);
    const copy = key ? response.clone() : null;
    // In turn: a guest's page saved now is not among the copies that go.
    event.waitUntil(
      (async () => {
        await dropSignedInIfGuest(response);
        if (key && copy) await keepOrDrop(key, copy);
      })(),
    );
    return response;
  } catch (error) {
    const saved = key ? await caches.match(key, { cacheName: PAGES }) : undefined;
    if (saved) return savedCopy(saved);
    const offline = await offlinePage(url);
    if (offline) return offline;
    throw error;
  }
}

/** The cache key of a page that is saved: its path, without the query (`?lng=` only sets a cookie). */
function pageKey(url) {
  const path = url.pathname.replace(/\/$/, "") || "/";
  return SAVED_PAGES.some((pattern) => pattern.test(path)) ? `${self.location.origin}${path}` : null;
}

/** Saves a page that answered 200 with a full (not Lite) document; drops it when it now needs a sign-in or is gone. */
async function keepOrDrop(key, response) {
  const cache = await caches.open(PAGES);
  if (response.redirected || response.type === "opaqueredirect" || [401, 403, 404, 410].includes(response.status)) {
    await cache.delete(key);
    return;
  }
  if (response.status !== 200 || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
  const html = await response.text();
  if (!/<script/i.test(html)) return;
  const headers = new Headers(response.headers);
  headers.set("X-Saved-At", new Date().toISOString());
  // Without the server's word, as if signed in: such a copy goes as soon as a guest page is seen.
  headers.set(SAVED_SESSION, response.headers.get(SESSION) === "guest" ? "guest" : "user");
  headers.set("X-Saved-Title", encodeURIComponent(titleOf(html)));
  await cache.put(key, new Response(html, { status: 200, headers }));
  await saveStylesheets(html);
}

/**
 * A response that says this browser has no session (signed out on another device, or the session expired): every
 * copy saved signed in goes, whichever account it was; the copies a guest saved stay. A redirect the worker cannot
 * read (a navigation's) says nothing: the page it leads to does.
 */
async function dropSignedInIfGuest(response) {
  if (response.headers.get(SESSION) !== "guest") return;
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    if (copy && copy.headers.get(SAVED_SESSION) !== "guest") await cache.delete(request);
  }
}

/** Cache first for hashed stylesheets (they never change under one name). */
async function stylesheet(request) {
  const saved = await caches.match(request, { cacheName: SHELL });
  return saved ?? fetch(request);
}

async function saveStylesheets(html) {
  const cache = await caches.open(SHELL);
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((match) => /href="(\/assets\/[^"]+\.css)"/.exec(match[0])?.[1])
    .filter((href) => typeof href === "string");
  await Promise.all(
    hrefs.map(async (href) => {
      if (!(await cache.match(href))) await cache.add(href);
    }),
  );
}

/** The page's language, by its <html lang> (Greek is `el`, our `gr`). */
function languageOf(html) {
  return /<html[^>]*\blang="en"/.test(html) ? "en" : "gr";
}

/** Strings of the notes, from the common namespace saved at install. */
async function strings(lng) {
  const response = await caches.match(localePath(lng), { cacheName: SHELL });
  const common = response ? await response.json() : {};
  return common.offline ?? {};
}

/** A saved page, served: without its scripts, with the note on top and the offline form guard. */
async function savedCopy(saved) {
  const html = await saved.text();
  const lng = languageOf(html);
  const text = await strings(lng);
  const savedAt = new Date(saved.headers.get("X-Saved-At") ?? Date.now());
  const date = savedAt.toLocaleString(lng === "gr" ? "el-GR" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
  const note =
    `<p class="offline-note" role="note"><strong>${escapeHtml(text.savedNote ?? "")}</strong> ` +
    `${escapeHtml((text.savedAt ?? "").replace("{{date}}", date))}</p>`;
  const body = withFormGuard(withoutScripts(html).replace(/(<main\b[^>]*>)/, `$1${note}`), saved.headers, text);
  return new Response(body, { status: 200, headers: servedHeaders(saved.headers) });
}

/** The offline page in the visitor's language, with the list of saved pages filled in. */
async function offlinePage(url) {
  const lng = await languageOfVisitor(url);
  const shell = await caches.match(offlinePath(lng), { cacheName: SHELL });
  if (!shell) return undefined;
  const cache = await caches.open(PAGES);
  const items = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const title = decodeURIComponent(response?.headers.get("X-Saved-Title") ?? "") || new URL(request.url).pathname;
    items.push(`<li><a href="${escapeHtml(new URL(request.url).pathname)}">${escapeHtml(title)}</a></li>`);
  }
  let html = withoutScripts(await shell.text());
  if (items.length)
    html = html
      .replace(/<ul id="offline-saved"([^>]*) hidden="">\s*<\/ul>/, `<ul id="offline-saved"$1>${items.join("")}</ul>`)
      .replace(/<p id="offline-nothing-saved"/, '<p id="offline-nothing-saved" hidden=""');
  return new Response(withFormGuard(html, shell.headers, await strings(lng)), {
    status: 200,
    headers: servedHeaders(shell.headers),
  });
}

/**
 * The language as the site chooses it (docs/i18n.md): `?lng=`, the `i18next` cookie (read through the Cookie Store
 * API where the browser has it in workers, as Chromium does), the browser's languages, and Greek.
 */
async function languageOfVisitor(url) {
  const asked = toLanguage(url.searchParams.get("lng"));
  if (asked) return asked;
  const cookie = self.cookieStore ? await self.cookieStore.get("i18next").catch(() => null) : null;
  const chosen = toLanguage(cookie?.value);
  if (chosen) return chosen;
  for (const tag of self.navigator.languages ?? []) {
    const preferred = toLanguage(tag);
    if (preferred) return preferred;
  }
  return "gr";
}

/** `en…` → en, `el…`/`gr` → gr, anything else null (app/lib/i18n/config.ts `toLocale`). */
function toLanguage(tag) {
  const primary = (tag ?? "").trim().split(/[-_]/)[0].toLowerCase();
  return primary === "en" ? "en" : primary === "el" || primary === "gr" ? "gr" : null;
}

function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * One script, allowed by the copy's own CSP nonce: offline, a form's submit is stopped before it leaves and a
 * alert under the form says it needs a connection; what was typed stays in the fields.
 */
function withFormGuard(html, headers, text) {
  const nonce = /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
  if (!nonce) return html;
  const message = JSON.stringify(text.needsConnection ?? "");
  const script =
    `<script nonce="${nonce}">addEventListener("submit",function(e){if(navigator.onLine)return;` +
    `e.preventDefault();e.stopImmediatePropagation();var f=e.target,s=f.querySelector(".offline-submit");` +
    `if(!s){s=document.createElement("p");s.className="offline-submit";s.setAttribute("role","alert");` +
    `f.appendChild(s);}s.textContent=${message.replace(/</g, "\\u003c")};},true);</script>`;
  return html.replace(/<\/body>/, `${script}</body>`);
}

/** The saved response's headers, minus what no longer holds for the copy. */
function servedHeaders(saved) {
  const headers = new Headers(saved);
  for (const name of ["Content-Length", "Content-Encoding", "X-Saved-At", "X-Saved-Title", SAVED_SESSION])
    headers.delete(name);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return headers;
}

function titleOf(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return title
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .trim();
}

function escapeHtml(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
