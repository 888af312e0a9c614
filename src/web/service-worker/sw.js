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
/**
 * The API answers kept belong to the person who read them: one cache per person, named
 * `shiftcheck-api-<user id>`, and only the signed-in person's exists. ('shiftcheck-api' alone is
 * an earlier version's cache, of no known person.)
 */
const API_CACHE = 'shiftcheck-api';
const apiCacheOf = (userId) => `${API_CACHE}-${userId}`;
/** Set on an answer served from the cache, so the app knows it is offline. */
const OFFLINE_HEADER = 'X-ShiftCheck-Offline';
/**
 * How long a read waits for the network before the copy kept here answers it: a phone in a
 * walk-in fridge often has a network that neither answers nor fails.
 */
const NETWORK_WAIT_MS = 2000;
/**
 * How long a page waits for the network before the shell kept here opens it. The shell is the
 * same page, so it is given up on sooner: a reload without signal then has time to show its data
 * within 3 s even on a slow phone, and a network merely slow to answer costs nothing, its late
 * answer ending the wait of the reads that follow.
 */
const SHELL_WAIT_MS = 500;

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
            .filter(
              (key) =>
                (key.startsWith('shiftcheck-shell-') && key !== SHELL_CACHE) || key === API_CACHE,
            )
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Whose answers are kept. Every change of person and every read or write of the kept answers
// takes its turn in one line, so none sees the cache half changed. `owner` is the signed-in
// person's cache (found among the caches when the worker starts), `generation` counts the
// changes of person: an answer asked for under one generation is neither kept nor answered
// from the cache under another, so an answer still on its way when someone signs out never
// lands in (or comes from) the next person's cache.
let owner = null;
let generation = 0;
let line = caches.keys().then((keys) => {
  owner = keys.find((key) => key.startsWith(`${API_CACHE}-`)) ?? null;
});

function inTurn(step) {
  const done = line.then(step);
  line = done.catch(() => undefined);
  return done;
}

/** The page says who is signed in (a cache name), or that nobody is (null). */
function setOwner(name) {
  return inTurn(async () => {
    if (name !== owner) generation += 1;
    owner = name;
    for (const key of await caches.keys()) {
      if (key.startsWith(API_CACHE) && key !== name) await caches.delete(key);
    }
    if (name) await caches.open(name);
  });
}

/** Keeps an answer for the person it was read for, if they are still the one signed in. */
function keep(url, response, readIn) {
  return inTurn(async () => {
    if (readIn !== generation || !owner) return;
    await (await caches.open(owner)).put(url, response);
  });
}

/** The kept answer to a read made under `readIn`, marked as served offline. */
function kept(request, readIn) {
  return inTurn(async () => {
    if (readIn !== generation || !owner) return undefined;
    const hit = await (await caches.open(owner)).match(request);
    if (!hit) return undefined;
    const headers = new Headers(hit.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
  });
}

// Whether the network left the last request unanswered past its wait, with no answer since:
// then the next ones are answered from the cache at once instead of each waiting again (a
// reload asks for the page, the session and the screen's data one after the other). Any answer
// from the network, the app's health ping's included, ends it.
let hanging = false;

function network(request) {
  return fetch(request).then((response) => {
    hanging = false;
    return response;
  });
}

const TOO_SLOW = Symbol('too slow');

/**
 * The network's answer if it comes within `wait` ms (at once if the network is hanging, however
 * long it takes if `wait` is null); otherwise the copy `fallback` finds. Without a copy, a
 * network that failed or was already hanging is a network error, and a merely slow one is
 * waited for.
 */
async function networkOr(answer, fallback, wait) {
  const wasHanging = hanging && wait !== null;
  let timer;
  const tooSlow = new Promise((resolve) => {
    if (wasHanging) resolve(TOO_SLOW);
    else if (wait !== null) timer = setTimeout(resolve, wait, TOO_SLOW);
  });
  const first = await Promise.race([answer.catch(() => undefined), tooSlow]);
  clearTimeout(timer);
  if (first instanceof Response) return first;
  if (first === TOO_SLOW) hanging = true;
  const copy = await fallback();
  if (copy) return copy;
  if (first === undefined || wasHanging) return Response.error();
  return answer.catch(() => Response.error());
}

/**
 * An API read: the network's answer, kept for a reload without signal (also when it arrives
 * after the copy answered), or the copy when the network fails or keeps the page waiting.
 * Exports are waited for however long they take: a file is never answered with an older one.
 */
function apiRead(event, wait) {
  const { request } = event;
  const readIn = generation;
  const answer = network(request);
  event.waitUntil(
    answer.then(
      (response) => response.ok && keep(request, response.clone(), readIn),
      () => undefined,
    ),
  );
  return networkOr(answer, () => kept(request, readIn), wait);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && url.pathname.startsWith('/api/')) {
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
  } else if (request.mode === 'navigate') {
    event.respondWith(
      networkOr(network(request), () => caches.match('/index.html'), SHELL_WAIT_MS),
    );
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  } else if (url.pathname === '/healthz') {
    // The app's ping, the first to get through when the signal is back.
    event.respondWith(network(request).catch(() => Response.error()));
  } else if (
    url.pathname.startsWith('/api/') &&
    url.pathname !== '/api/live' &&
    !url.pathname.startsWith('/api/docs')
  ) {
    const wait = url.pathname.startsWith('/api/exports/') ? null : NETWORK_WAIT_MS;
    event.respondWith(apiRead(event, wait));
  }
});

/** Adds the admin screens' code to this version's shell cache, fetching only what it lacks. */
async function precacheAdmin() {
  const cache = await caches.open(SHELL_CACHE);
  for (const path of ADMIN_PRECACHE) {
    if (!(await cache.match(path))) await cache.add(path);
  }
}

/** The page's latest copy of a read (the answers to its writes change it), kept for its owner. */
function keepCopy({ path, body, userId }) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return undefined;
  const copy = new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  return inTurn(async () => {
    if (owner !== apiCacheOf(userId)) return;
    await (await caches.open(owner)).put(url, copy);
  });
}

self.addEventListener('message', (event) => {
  const { data } = event;
  // Signing out forgets the cached answers: they belong to the person who saw them.
  if (data === 'forget-api-cache') event.waitUntil(setOwner(null));
  // The page says who is signed in once it knows; the answers kept from now on are theirs.
  else if (typeof data?.owner === 'string' && /^[\w-]{1,64}$/.test(data.owner)) {
    event.waitUntil(setOwner(apiCacheOf(data.owner)));
  }
  // The page's copy of a read, with the person it was read for.
  else if (typeof data?.keep?.path === 'string') event.waitUntil(keepCopy(data.keep));
  // The page asks once it knows the person can open the admin area (authorize, as the server).
  else if (data === 'precache-admin') event.waitUntil(precacheAdmin());
});
