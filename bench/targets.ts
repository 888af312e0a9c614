import { randomUUID } from 'node:crypto';
import type { RawRequest } from 'autocannon';
import { BROWSER_HEADERS, type Target } from './load';
import type { SeededUser } from './seed-chain';

/** Today's checklists the bench ticks in, each with the leader who created it. */
export interface OpenChecklist {
  id: string;
  storeId: string;
  /** Its tick items. */
  itemIds: string[];
  /** Its reading items, each with two readings inside its limits to alternate between. */
  readings: { id: string; values: readonly [string, string] }[];
  leader: SeededUser;
}

/** A reading item's measure as the checklist answers it (limits of a temperature in °C). */
export interface ReadingMeasure {
  min: number | null;
  max: number | null;
}

/** Two readings a tenth apart inside the limits: each one sent changes the item and is logged. */
export function readingsWithin(measure: ReadingMeasure): readonly [string, string] {
  const base = measure.max !== null ? measure.max - 1 : (measure.min ?? 0) + 1;
  return [base.toFixed(1), (base - 0.1).toFixed(1)];
}

/** Each reading item goes to one of its readings, then the other, spread over every checklist. */
function readingAlternator(checklists: readonly OpenChecklist[]) {
  const longest = Math.max(0, ...checklists.map((c) => c.readings.length));
  const pairs = Array.from({ length: longest }, (_, position) =>
    checklists.flatMap((c) => {
      const reading = c.readings[position];
      return reading === undefined ? [] : [{ c, reading }];
    }),
  ).flat();
  const next = roundRobin(pairs);
  const turn = new Map<string, number>();
  return () => {
    const { c, reading } = next();
    const n = (turn.get(reading.id) ?? 0) + 1;
    turn.set(reading.id, n);
    return { c, itemId: reading.id, value: reading.values[n % 2] ?? reading.values[0] };
  };
}

const JSON_HEADERS = { ...BROWSER_HEADERS, 'content-type': 'application/json' };

function roundRobin<T>(list: readonly T[]): () => T {
  let i = 0;
  return () => {
    const value = list[i % list.length];
    i += 1;
    if (value === undefined) throw new Error('nothing to request');
    return value;
  };
}

/** Each item goes ticked, unticked, ticked…, spread over every open checklist. */
function itemToggler(checklists: readonly OpenChecklist[]) {
  // Interleaved, so consecutive requests hit different checklists as a region's leaders would.
  const longest = Math.max(...checklists.map((c) => c.itemIds.length));
  const pairs = Array.from({ length: longest }, (_, position) =>
    checklists.flatMap((c) => {
      const itemId = c.itemIds[position];
      return itemId === undefined ? [] : [{ c, itemId }];
    }),
  ).flat();
  const next = roundRobin(pairs);
  const state = new Map<string, boolean>();
  return () => {
    const { c, itemId } = next();
    const completed = !(state.get(itemId) ?? false);
    state.set(itemId, completed);
    return { c, itemId, completed };
  };
}

const get = (path: string, cookie?: string): RawRequest => ({
  method: 'GET',
  path,
  headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS,
});

export function bareTargets(open: readonly OpenChecklist[]): Target[] {
  const toggle = itemToggler(open);
  const checklist = roundRobin(open);
  return [
    {
      name: 'bare write',
      versus: null,
      bare: true,
      next: () => {
        const { itemId, completed } = toggle();
        return {
          method: 'PATCH',
          path: `/bare/items/${itemId}`,
          headers: JSON_HEADERS,
          body: JSON.stringify({ completed }),
        };
      },
    },
    {
      name: 'bare read',
      versus: null,
      bare: true,
      next: () => get(`/bare/checklists/${checklist().id}`),
    },
    {
      name: 'bare read, document-sized',
      versus: null,
      bare: true,
      next: () => get(`/bare/checklists/${checklist().id}/document`),
    },
  ];
}

/**
 * Every app request type. With the chain's corrective actions seeded (`managers`, one per store,
 * not empty), the Actions screen's first page too: a super admin's every store, and a store's
 * manager's own store, one store after another.
 */
export function appTargets(
  open: readonly OpenChecklist[],
  admin: SeededUser,
  managers: readonly SeededUser[] = [],
): Target[] {
  const toggle = itemToggler(open);
  const recordReading = readingAlternator(open);
  const checklist = roundRobin(open);
  const read = (name: string, path: (c: OpenChecklist) => string): Target => ({
    name,
    versus: 'bare read',
    bare: false,
    next: () => {
      const c = checklist();
      return get(path(c), c.leader.cookie);
    },
  });
  const asAdmin = (name: string, path: string): Target => ({
    name,
    versus: 'bare read',
    bare: false,
    next: () => get(path, admin.cookie),
  });
  const tick: Target = {
    name: 'item tick',
    versus: 'bare write',
    bare: false,
    next: () => {
      const { c, itemId, completed } = toggle();
      return {
        method: 'PATCH',
        path: `/api/checklists/${c.id}/items/${itemId}`,
        // As the web app sends it: every queued write carries its own key.
        headers: { ...JSON_HEADERS, cookie: c.leader.cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ type: 'complete', completed }),
      };
    },
  };
  const reading: Target[] = open.some((c) => c.readings.length > 0)
    ? [
        {
          name: 'item reading',
          versus: 'bare write',
          bare: false,
          next: () => {
            const { c, itemId, value } = recordReading();
            return {
              method: 'PATCH',
              path: `/api/checklists/${c.id}/items/${itemId}`,
              headers: {
                ...JSON_HEADERS,
                cookie: c.leader.cookie,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({ type: 'record', value, unit: 'C' }),
            };
          },
        },
      ]
    : [];
  const manager = roundRobin(managers);
  // As the screen asks for its first page (apiQueryOf in src/web/features/actions).
  const actions: Target[] =
    managers.length > 0
      ? [
          asAdmin('actions, all stores', '/api/actions?scope=all&status=outstanding'),
          {
            name: 'actions, one store',
            versus: 'bare read',
            bare: false,
            next: () => get('/api/actions?scope=store&status=outstanding', manager().cookie),
          },
        ]
      : [];
  return [
    tick,
    ...reading,
    read('checklist detail', (c) => `/api/checklists/${c.id}`),
    // A manager's screen while the region ticks: how long a read waits for the writes.
    {
      ...read('detail while ticking', (c) => `/api/checklists/${c.id}`),
      versus: null,
      alongside: tick,
    },
    read('store day', (c) => `/api/stores/${c.storeId}/day`),
    read('week, one store', (c) => `/api/reports/week?storeId=${c.storeId}`),
    read('month, one store', (c) => `/api/reports/month?storeId=${c.storeId}`),
    asAdmin('week, all stores', '/api/reports/week'),
    asAdmin('month, all stores', '/api/reports/month'),
    asAdmin('admin overview', '/api/admin/overview'),
    ...actions,
  ];
}
