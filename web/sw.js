// Service worker: the whole site, Python runtime included, from one versioned cache.
// `make site` writes this file to the site's root with BUILD and FILES filled in, so
// every build has its own cache and a changed site is a changed worker.
"use strict";

const BUILD = "__BUILD__";
const FILES = __FILES__;
const CACHE = "euchre-" + BUILD;

self.addEventListener("install", (event) => {
  // No skipWaiting here: a new version waits until the page asks for it, so a page
  // never runs on files of two versions.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("euchre-") && name !== CACHE) await caches.delete(name);
    }
    // Builds of this site before 2026-12-07 kept a snapshot of a started Python (31 MB) in its own
    // cache, which no start reads now: drop this site's (another copy of the site on this origin
    // may still use its own).
    if (await caches.has("python-snapshot")) {
      const snapshots = await caches.open("python-snapshot");
      const site = new URL("./web/python-snapshot/", self.location).href;
      for (const request of await snapshots.keys()) {
        if (request.url.startsWith(site)) await snapshots.delete(request);
      }
      if (!(await snapshots.keys()).length) await caches.delete("python-snapshot");
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

// The site's page, at any query (?seed=...): the cached page. Every other address, a navigation
// to build.json too, is that file itself, from the cache or else the network.
const PAGE = new URL("./", self.location).pathname;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const page = request.mode === "navigate" && (url.pathname === PAGE || url.pathname === PAGE + "index.html");
    const hit = await cache.match(page ? "./" : request, { ignoreSearch: page });
    return hit || fetch(request);
  })());
});
