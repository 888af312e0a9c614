import type { ItemChange } from '#domain/checklists/item-state';
import { PRIORITIES, type FailurePriority } from '#domain/checklists/priorities';
import type { Section } from '#domain/sections';
import { doneChange } from '../support/items';
import type { SeededChecklist } from './seed';
import { sendUntilAnswered, type SentWrite } from './send-until-answered';

/** What an item should hold once every write to it has landed. */
export interface ItemModel {
  id: string;
  section: Section;
  completed: boolean;
  failed: boolean;
  resolved: boolean;
  comment: string | null;
  priority: FailurePriority | null;
  /** Its failure is resolved only with a photo, which this load never adds: it is cleared instead. */
  photoOnFail: boolean;
}

export type LoadWrite = SentWrite &
  ({ kind: 'item'; itemId: string; after: ItemModel } | { kind: 'target'; text: string });

export type Random = () => number;

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The next change for an item: always one that alters it, so every applied write leaves exactly
 * one History event and a write applied twice or not at all shows in the count. `done` is the
 * change that completes the item as its kind asks (a tick, or a reading inside its limits).
 */
function nextChange(
  item: ItemModel,
  done: ItemChange,
  tag: string,
  random: Random,
): [ItemChange, ItemModel] {
  const open = { ...item, completed: false, failed: false, resolved: false };
  const cleared = { ...open, comment: null, priority: null };
  if (item.failed) {
    if (item.photoOnFail || random() < 0.5) return [{ type: 'unfail' }, cleared];
    return [
      { type: 'resolve', resolved: !item.resolved },
      { ...item, resolved: !item.resolved },
    ];
  }
  if (item.completed) return [{ type: 'complete', completed: false }, open];
  if (random() < 0.6) return [done, { ...open, completed: true }];
  const comment = `Issue ${tag}`;
  if (item.section !== 'travel-path') {
    return [
      { type: 'fail', comment },
      { ...open, failed: true, comment, priority: null },
    ];
  }
  const priority = PRIORITIES[Math.floor(random() * PRIORITIES.length)] ?? 'C';
  return [
    { type: 'fail', comment, priority },
    { ...open, failed: true, comment, priority },
  ];
}

export interface LoadOptions {
  baseUrl: () => string;
  checklist: SeededChecklist;
  clients: number;
  /** Shift targets to add at most (a checklist holds 20, and starts with a few). */
  maxTargets: number;
  random: Random;
  /** Makes keys and texts unique across runs. */
  tag: string;
}

/**
 * Concurrent clients writing to one checklist, each owning its own items (so the expected final
 * state is known) and sending one write at a time until it is answered, like the browser queue.
 */
export class WriteLoad {
  readonly writes: LoadWrite[] = [];
  readonly models = new Map<string, ItemModel>();
  /** The change that completes each item. */
  private readonly done = new Map<string, ItemChange>();
  private stopping = false;
  private targetsLeft: number;
  private running: Promise<void>[] = [];
  private failure: unknown = null;

  constructor(private readonly options: LoadOptions) {
    this.targetsLeft = options.maxTargets;
    for (const { id, section, ...item } of options.checklist.items) {
      const model = {
        id,
        section,
        completed: false,
        failed: false,
        resolved: false,
        photoOnFail: item.photoOnFail,
      };
      this.models.set(id, { ...model, comment: null, priority: null });
      this.done.set(id, doneChange(item, options.checklist.temperatureUnit));
    }
  }

  start(): void {
    const { clients, checklist } = this.options;
    this.running = Array.from({ length: clients }, (_, client) =>
      this.client(
        client,
        checklist.items.filter((_, index) => index % clients === client).map((item) => item.id),
      ).catch((error: unknown) => {
        // A refused write ends the load; stop() reports it.
        this.failure ??= error;
        this.stopping = true;
      }),
    );
  }

  /** Lets every client finish the write it is on (answered, however many tries) and stop. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
    if (this.failure) throw this.failure;
  }

  acknowledged(): LoadWrite[] {
    return this.writes.filter((write) => write.status !== null);
  }

  private async client(client: number, itemIds: string[]): Promise<void> {
    const { random, tag, checklist, baseUrl } = this.options;
    for (let n = 0; !this.stopping; n += 1) {
      const key = `${tag}-c${client}-${n}`;
      let write: LoadWrite;
      const base = { key, attempts: 0, status: null, acknowledgedAt: null, replayed: false };
      if (this.targetsLeft > 0 && random() < 0.15) {
        this.targetsLeft -= 1;
        const text = `Target ${key}`;
        const path = `/api/checklists/${checklist.id}/targets`;
        write = { ...base, kind: 'target', method: 'POST', path, body: { text }, text };
      } else {
        const itemId = itemIds[Math.floor(random() * itemIds.length)];
        const model = itemId ? this.models.get(itemId) : undefined;
        const done = itemId ? this.done.get(itemId) : undefined;
        if (!itemId || !model || !done) return;
        const [change, after] = nextChange(model, done, key, random);
        const path = `/api/checklists/${checklist.id}/items/${itemId}`;
        write = { ...base, kind: 'item', method: 'PATCH', path, body: change, itemId, after };
      }
      this.writes.push(write);
      await sendUntilAnswered(baseUrl, checklist.cookie, write);
      if (write.kind === 'item') this.models.set(write.itemId, write.after);
    }
  }
}
