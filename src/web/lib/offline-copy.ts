/** The service worker's cache of API answers (API_CACHE in service-worker/sw.js). */
const API_CACHE = 'shiftcheck-api';

/**
 * Keeps the page's latest copy of a read as the answer a reload without signal gets. The
 * service worker keeps only answers that pass through it, so a checklist changed since its first
 * read by ticks (whose answers carry the item alone) came back as first read.
 */
export function keepForOffline(path: string, data: unknown): void {
  if (typeof caches === 'undefined' || data === undefined) return;
  const url = new URL(path, window.location.origin).toString();
  const answer = new Response(JSON.stringify(data), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  caches
    .open(API_CACHE)
    .then((cache) => cache.put(url, answer))
    .catch(() => undefined);
}
