import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A checklist of a store changed (created, edited or deleted); clients refetch what they show. */
export interface ChecklistChange {
  storeId: string;
  checklistId: string;
  /** A tag of the session that made the change, so its own tab can ignore the echo. */
  origin: string | null;
}

export interface LiveBus {
  publish(change: ChecklistChange): void;
  subscribe(listener: (change: ChecklistChange) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'shiftcheck_checklist_changes';

function localEmitter() {
  const emitter = new EventEmitter();
  // Every open browser tab is a listener; there is no leak to warn about.
  emitter.setMaxListeners(0);
  return {
    emit: (change: ChecklistChange) => emitter.emit('change', change),
    subscribe(listener: (change: ChecklistChange) => void) {
      emitter.on('change', listener);
      return () => void emitter.off('change', listener);
    },
  };
}

/** One process (SQLite): changes go straight to this process's listeners. */
export function createLocalBus(): LiveBus {
  const local = localEmitter();
  return { publish: local.emit, subscribe: local.subscribe, close: async () => {} };
}

/**
 * Several app instances on PostgreSQL: a change is announced with NOTIFY and every instance,
 * this one included, hears it on its one dedicated LISTEN connection.
 */
export async function createPostgresBus(
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<LiveBus> {
  const local = localEmitter();
  const listener = new pg.Client({ connectionString });
  const publisher = new pg.Pool({ connectionString, max: 1 });
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      local.emit(JSON.parse(message.payload) as ChecklistChange);
    } catch (error) {
      onError(error);
    }
  });
  listener.on('error', onError);
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    publish(change) {
      publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]).catch(onError);
    },
    subscribe: local.subscribe,
    async close() {
      await listener.end().catch(onError);
      await publisher.end().catch(onError);
    },
  };
}
