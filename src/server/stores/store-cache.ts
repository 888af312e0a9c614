import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/types';
import {
  findStoreRevision,
  findStoreWithRevision,
  listStoreRevisions,
  listStoresWithRevision,
  type StoreRecord,
} from './repository';

/** Enough for a chain's every store; the least recently read leave first. */
const MAX_STORES = 5_000;

interface Kept {
  revision: string;
  store: StoreRecord;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Store records kept in memory by the revision they were read at. The database gives a store a
 * new random revision whenever its row or one of its shift rows changes (migration 014), so a
 * reader that knows the current revision (one narrow column, often read in the same statement
 * as the checklist) gets the whole record without reading the store and its shifts again; a
 * change made on any instance shows on the next read. Kept records are frozen: every reader
 * shares them.
 */
export class StoreCache {
  readonly #kept = new LRUCache<string, Kept>({ max: MAX_STORES });

  /** The store at `revision`, read again only when the record kept is of another one. */
  async atRevision(
    db: Kysely<Database>,
    storeId: string,
    revision: string,
  ): Promise<StoreRecord | null> {
    const kept = this.#kept.get(storeId);
    if (kept?.revision === revision) return kept.store;
    const read = await findStoreWithRevision(db, storeId);
    if (!read) {
      this.#kept.delete(storeId);
      return null;
    }
    // Possibly newer than `revision` (a change between the two reads): kept by its own.
    this.#kept.set(storeId, { revision: read.revision, store: deepFreeze(read.store) });
    return read.store;
  }

  /** The store as it stands now: its revision is read, and the record only when it changed. */
  async current(db: Kysely<Database>, storeId: string): Promise<StoreRecord | null> {
    const revision = await findStoreRevision(db, storeId);
    if (revision === null) {
      this.#kept.delete(storeId);
      return null;
    }
    return this.atRevision(db, storeId, revision);
  }

  /**
   * The store as it stands, with what `read` reads in the same statement as the store's revision
   * (read is given the store it reads for). The record kept is assumed current, so a store that
   * did not change costs that one statement; when the revision read is another, read runs again
   * with the store as it stands (a further turn takes a further change of the store between two
   * statements). Null for a store that does not exist.
   */
  async currentWith<T>(
    db: Kysely<Database>,
    storeId: string,
    read: (store: StoreRecord) => Promise<{ revision: string | null } & T>,
  ): Promise<{ store: StoreRecord; revision: string; read: T } | null> {
    let store = this.#kept.get(storeId)?.store ?? (await this.current(db, storeId));
    while (store) {
      const result = await read(store);
      if (result.revision === null) {
        this.#kept.delete(storeId);
        return null;
      }
      const current = await this.atRevision(db, storeId, result.revision);
      if (current === store) return { store, revision: result.revision, read: result };
      store = current;
    }
    return null;
  }

  /**
   * Every store as it stands, in no particular order: the revisions are read, and the records
   * only of the stores that changed (a chain's report reads 1,500 stores and their shifts in
   * about 20 ms, their revisions in 2).
   */
  async all(db: Kysely<Database>): Promise<StoreRecord[]> {
    const revisions = await listStoreRevisions(db);
    const stale = revisions
      .filter(({ id, revision }) => this.#kept.get(id)?.revision !== revision)
      .map(({ id }) => id);
    const read = new Map<string, StoreRecord>();
    if (stale.length > 0) {
      for (const { store, revision } of await listStoresWithRevision(db, {
        kind: 'stores',
        storeIds: stale,
      })) {
        // Possibly newer than the revision listed: kept by its own.
        this.#kept.set(store.id, { revision, store: deepFreeze(store) });
        read.set(store.id, store);
      }
    }
    // A store deleted meanwhile is left out; one read just now is used even if the cache,
    // smaller than the chain, has already let it go.
    return revisions.flatMap(({ id }) => {
      const store = read.get(id) ?? this.#kept.get(id)?.store;
      return store ? [store] : [];
    });
  }
}
