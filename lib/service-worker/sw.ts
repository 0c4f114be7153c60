// The service worker, compiled by `npm run build` (scripts/service-worker-build.ts) and served at
// /sw.js (lib/app-server/static/service-worker-script.ts). What it keeps and why: docs/decisions/installable-and-offline.md.
import { keepPage, keptPage, PAGES, SHELL_PREFIX, staticFile } from "./caches";
import { mayKeep } from "./keep-rules";
import { OFFLINE_PATH, type KeptAtAnswer, type ToWorker } from "./messages";
import { changesSession, strategyFor } from "./routes";
import { makeShell } from "./shell";
import type { FetchEvent, WorkerScope } from "./worker-scope";

// The build's id and a hash of this worker, put in by the build: a new build is a new worker.
declare const FOOTY_SW_VERSION: string;
const sw = self as unknown as WorkerScope;
const origin = sw.location.origin;
const SHELL = SHELL_PREFIX + FOOTY_SW_VERSION;

// Which open pages were answered from a kept copy, and of when (by the page's client id), for the
// page's notice (components/offline/offline-notice.tsx asks). Bounded: the oldest out first.
const answeredFromCopy = new Map<string, number>();
function noteCopy(clientId: string, keptAt: number) {
  if (!clientId) return;
  answeredFromCopy.set(clientId, keptAt);
  if (answeredFromCopy.size > 50) answeredFromCopy.delete(answeredFromCopy.keys().next().value!);
}

// A new worker takes over at once, with no reload: the pages open keep the scripts they run, and the
// worker only ever answers whole pages and immutable files (so a match in play is never interrupted).
sw.addEventListener("install", (e) => {
  e.waitUntil(makeShell(SHELL).then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (e) => {
  e.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((k) => k.startsWith(SHELL_PREFIX) && k !== SHELL);
      await Promise.all(old.map((k) => caches.delete(k)));
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

async function page(e: FetchEvent): Promise<Response> {
  try {
    const res = (await e.preloadResponse) ?? (await fetch(e.request));
    if (mayKeep(res)) e.waitUntil(keepPage(e.request.url, res.clone()));
    return res;
  } catch {
    const kept = await keptPage(e.request.url);
    if (kept) {
      noteCopy(e.resultingClientId, kept.keptAt);
      return kept.response;
    }
    return (await caches.match(OFFLINE_PATH, { cacheName: SHELL })) ?? Response.error();
  }
}

async function shellFile(e: FetchEvent): Promise<Response> {
  try {
    return await fetch(e.request);
  } catch {
    return (await caches.match(new URL(e.request.url).pathname, { cacheName: SHELL })) ?? Response.error();
  }
}

sw.addEventListener("fetch", (e) => {
  if (changesSession(e.request, origin)) e.waitUntil(caches.delete(PAGES));
  const strategy = strategyFor(e.request, origin);
  if (strategy === "page") e.respondWith(page(e));
  else if (strategy === "static") e.respondWith(staticFile(e.request, (p) => e.waitUntil(p)));
  else if (strategy === "shell") e.respondWith(shellFile(e));
});

sw.addEventListener("message", (e) => {
  const message = e.data as ToWorker;
  if (message?.type === "session-changed") e.waitUntil(caches.delete(PAGES));
  if (message?.type === "kept-at") {
    const answer: KeptAtAnswer = { keptAt: answeredFromCopy.get(e.source?.id ?? "") ?? null };
    e.ports[0]?.postMessage(answer);
  }
});
