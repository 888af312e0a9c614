/**
 * Keeps the page's latest copy of a read as the answer a reload without signal gets. The
 * service worker keeps only answers that pass through it, so a checklist changed since its first
 * read by ticks (whose answers carry the item alone) came back as first read. The worker keeps
 * it only while `userId`, whose write changed it, is the person signed in.
 */
export function keepForOffline(path: string, data: unknown, userId: string | null): void {
  if (data === undefined || userId === null) return;
  navigator.serviceWorker?.controller?.postMessage({
    keep: { path, body: JSON.stringify(data), userId },
  });
}
