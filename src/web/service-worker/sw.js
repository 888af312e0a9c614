// ShiftCheck's service worker (ARCHITECTURE "Live and offline"): the app shell is precached so
// a reload without signal still opens, and the last answer to each API read is kept so the
// screens a leader had open still show their data. Writes never pass through here: the app's
// own queue (IndexedDB) holds them until the connection is back.
// scripts/build.mjs fills in the three placeholders below.
const VERSION = '__VERSION__';
/** The shell and every screen a shift leader can open, kept on install. */
const PRECACHE = /* __PRECACHE__ */ [];
/** Code only the admin screens load, kept once a page of someone who can open them asks. */
const ADMIN_PRECACHE = /* __ADMIN_PRECACHE__ */ [];

const SHELL_CACHE = `shiftcheck-shell-${VERSION}`;
const API_CACHE = 'shiftcheck-api';
/** Set on an answer served from the cache, so the app knows it is offline. */
const OFFLINE_HEADER = 'X-ShiftCheck-Offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('shiftcheck-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromCache(request) {
  const hit = await caches.match(request, { cacheName: API_CACHE });
  if (!hit) return Response.error();
  const headers = new Headers(hit.headers);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
}

async function networkThenCache(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(API_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch {
    return fromCache(request);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  } else if (
    url.pathname.startsWith('/api/') &&
    url.pathname !== '/api/live' &&
    !url.pathname.startsWith('/api/docs')
  ) {
    event.respondWith(networkThenCache(request));
  }
});

/** Adds the admin screens' code to this version's shell cache, fetching only what it lacks. */
async function precacheAdmin() {
  const cache = await caches.open(SHELL_CACHE);
  for (const path of ADMIN_PRECACHE) {
    if (!(await cache.match(path))) await cache.add(path);
  }
}

self.addEventListener('message', (event) => {
  // Signing out forgets the cached answers: they belong to the person who saw them.
  if (event.data === 'forget-api-cache') event.waitUntil(caches.delete(API_CACHE));
  // The page asks once it knows the person can open the admin area (authorize, as the server).
  if (event.data === 'precache-admin') event.waitUntil(precacheAdmin());
});
