import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENTS, parseChecklistChange } from '#domain/live/events';
import { createLiveRefetcher } from './live-refetch';
import { notificationKeys, sessionQueryKey } from './query-keys';

const dataOf = (event: Event): unknown => JSON.parse((event as MessageEvent<string>).data);

/**
 * Follows GET /api/live: when someone else changes a checklist this person may see, the views
 * showing that store and date refetch (gathered per burst, live-refetch.ts), so a manager sees
 * a leader's ticks within a second.
 * EventSource reconnects by itself after a dropped connection; after a reconnect, or when the
 * server says events may have been missed, everything on screen refetches. A new notification
 * for this person refetches the bell and the list.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let ownOrigin: string | null = null;
    let connectedBefore = false;
    const refetcher = createLiveRefetcher(client);
    const refetchAll = () => refetcher.refetchAll();
    source.addEventListener(LIVE_EVENTS.hello, (event) => {
      const data = dataOf(event);
      ownOrigin =
        typeof data === 'object' &&
        data !== null &&
        'origin' in data &&
        typeof data.origin === 'string'
          ? data.origin
          : null;
      if (connectedBefore) refetchAll();
      connectedBefore = true;
    });
    source.addEventListener(LIVE_EVENTS.checklist, (event) => {
      const change = parseChecklistChange(dataOf(event));
      if (change && change.origin !== ownOrigin) refetcher.changed(change);
    });
    source.addEventListener(LIVE_EVENTS.resync, refetchAll);
    source.addEventListener(LIVE_EVENTS.notification, () => {
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    });
    // The server refused the stream for good (its session ended: signed out elsewhere, a store
    // tablet revoked): the session is asked again, so the screen says so within seconds.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        void client.invalidateQueries({ queryKey: sessionQueryKey });
      }
    });
    return () => {
      source.close();
      refetcher.stop();
    };
  }, [client]);
}
