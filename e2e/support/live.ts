import { expect, type BrowserContext, type Page } from '@playwright/test';

interface LiveRecord {
  sources: EventSource[];
  /** Events of each name the app's live streams received. */
  received: Record<string, number>;
}

declare global {
  interface Window {
    /** Set by recordLiveStreams' init script, in the page. */
    liveRecord?: LiveRecord;
  }
}

/**
 * Keeps every EventSource the context's pages open, and counts the events they receive, so a
 * test can wait for the live stream (and an event on it) instead of sleeping.
 */
export async function recordLiveStreams(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const record: LiveRecord = { sources: [], received: {} };
    window.liveRecord = record;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        record.sources.push(this);
        for (const name of ['hello', 'checklist', 'resync', 'notification']) {
          this.addEventListener(name, () => {
            record.received[name] = (record.received[name] ?? 0) + 1;
          });
        }
      }
    };
  });
}

const recordOf = (page: Page) =>
  page.evaluate(() => {
    const record = window.liveRecord;
    return {
      state: record?.sources.at(-1)?.readyState ?? -1,
      received: { ...record?.received },
    };
  });

/** The state of the page's newest live stream: 0 connecting, 1 open, 2 closed, -1 none. */
export const liveStreamState = async (page: Page) => (await recordOf(page)).state;

/** How many `name` events the page's live streams have received. */
export const liveEvents = async (page: Page, name: string) =>
  (await recordOf(page)).received[name] ?? 0;

/** Waits until the server has greeted the page's live stream: from then on it gets events. */
export async function liveStreamOpen(page: Page): Promise<void> {
  await expect.poll(() => liveEvents(page, 'hello')).toBeGreaterThan(0);
}
