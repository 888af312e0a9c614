import type { Dialect } from '../db/database';
import type { BusMessage } from '../live/bus';
import type { SessionRow } from './repository';

/**
 * How long a session looked up once answers from memory, by database.
 *
 * SQLite, 5 s: one process serves the database, so every change that ends a session or changes
 * what it may do (sign-out, password change or reset, role or store change, deletion) forgets it
 * here, in the same process, before the change's own answer is sent; nothing else can change it.
 *
 * PostgreSQL, not at all: several instances may share the database, and one hears of another's
 * change only when its NOTIFY arrives, so an ended session was still served there for up to a
 * tenth of a second. Every request reads its session instead, by primary key (repository.ts;
 * requests that arrive together share one statement, session-reader.ts), so the next request
 * anywhere after the change's commit sees it. Checking
 * a cached row with a cheaper query would not save the round trip that is its cost, and to see a
 * role or store change it would have to read the same user and store rows anyway.
 */
export function sessionCacheMs(dialect: Dialect): number {
  return dialect === 'sqlite' ? 5_000 : 0;
}

const MAX_ENTRIES = 10_000;

interface Entry {
  row: SessionRow;
  until: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Rises with every forget, so a lookup that started before one is not kept. */
  #epoch = 0;

  /** A `ttlMs` of 0 keeps nothing: every lookup asks the database. */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string): SessionRow | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until > this.now()) return entry.row;
    this.#entries.delete(tokenHash);
    return null;
  }

  /** Keeps a row read from the database, unless something was forgotten since the read began. */
  keep(row: SessionRow, readSince: number): void {
    if (this.ttlMs <= 0 || readSince !== this.#epoch) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(row.tokenHash, { row, until: this.now() + this.ttlMs });
  }

  forgetToken(tokenHash: string): void {
    this.#epoch += 1;
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.#epoch += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.row.userId === userId) this.#entries.delete(tokenHash);
    }
  }

  forgetAll(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  /** What a bus message means for cached sessions. */
  apply(message: BusMessage): void {
    if (message.type === 'access') this.forgetUser(message.userId);
    if (message.type === 'resync') this.forgetAll();
  }
}
