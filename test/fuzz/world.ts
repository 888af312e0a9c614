import type { Role } from '#domain/roles';
import { hashToken } from '#server/auth/tokens';
import type { AppDeps } from '#server/deps';
import { scimTokenFor } from '../authz-matrix/scim';
import {
  createArea,
  createStore,
  createUser,
  sessionCookieFor,
  type TestUser,
} from '../support/factories';

/** A signed-in person the fuzzer sends requests as, with the session made for them. */
export interface Actor extends TestUser {
  cookie: string;
  tokenHash: string;
}

async function signedIn(deps: AppDeps, user: TestUser): Promise<Actor> {
  const cookie = await sessionCookieFor(deps, user.id);
  return { ...user, cookie, tokenHash: hashToken(cookie.slice(cookie.indexOf('=') + 1)) };
}

/**
 * The data the fuzzer works on: two stores, one person of each role (a super admin, the
 * manager and a shift leader of store A, the area manager of an area holding store A) and a
 * shift leader of store B. Fuzzed requests may
 * delete, demote, move, turn off (SCIM) or sign out any of them; `refresh` puts a fresh one in
 * their place, so every role keeps being exercised. `scimToken`: the identity provider's.
 */
export class FuzzWorld {
  private constructor(
    private readonly deps: AppDeps,
    public storeA: string,
    public storeB: string,
    public readonly actors: Map<Role, Actor>,
    public leaderB: TestUser,
    public scimToken: string,
  ) {}

  static async create(deps: AppDeps): Promise<FuzzWorld> {
    const storeA = (await createStore(deps, { name: 'Fuzz A' })).id;
    const storeB = (await createStore(deps, { name: 'Fuzz B' })).id;
    const leaderB = await createUser(deps, { role: 'shift-leader', storeId: storeB });
    const world = new FuzzWorld(deps, storeA, storeB, new Map(), leaderB, await scimTokenFor(deps));
    await world.refresh();
    return world;
  }

  actor(role: Role): Actor {
    const actor = this.actors.get(role);
    if (!actor) throw new Error(`no ${role} in the fuzz world`);
    return actor;
  }

  private async storeExists(id: string): Promise<boolean> {
    const db = this.deps.db.kysely;
    return (await db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst())
      ? true
      : false;
  }

  private async userIsAsMade(user: TestUser): Promise<boolean> {
    const row = await this.deps.db.kysely
      .selectFrom('users')
      .select(['role', 'store_id', 'area_id', 'deactivated_at'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    return (
      row?.role === user.role &&
      row.store_id === user.storeId &&
      row.area_id === user.areaId &&
      row.deactivated_at === null
    );
  }

  /** Store A is still in the area manager's area. */
  private async areaHoldsStoreA(areaId: string | null): Promise<boolean> {
    if (areaId === null) return false;
    const row = await this.deps.db.kysely
      .selectFrom('stores')
      .select('id')
      .where('id', '=', this.storeA)
      .where('area_id', '=', areaId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async sessionExists(actor: Actor): Promise<boolean> {
    const row = await this.deps.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', actor.tokenHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Replaces the stores and people a request changed away from how they were made. When store
   * A's manager or leader goes, store A is replaced with them: its checklists were made by the
   * leader who went, and a new leader could never edit them.
   */
  async refresh(): Promise<void> {
    const deps = this.deps;
    if (!(await this.storeExists(this.storeB))) this.storeB = (await createStore(deps)).id;
    if (!(await this.userIsAsMade(this.leaderB)) || this.leaderB.storeId !== this.storeB) {
      this.leaderB = await createUser(deps, { role: 'shift-leader', storeId: this.storeB });
    }
    const storeActors = [this.actors.get('store'), this.actors.get('shift-leader')];
    let storeAKept = await this.storeExists(this.storeA);
    for (const actor of storeActors) {
      storeAKept &&= actor !== undefined && (await this.userIsAsMade(actor));
    }
    if (!storeAKept) {
      this.storeA = (await createStore(deps, { name: 'Fuzz A' })).id;
      for (const role of ['store', 'shift-leader'] as const) {
        const user = await createUser(deps, { role, storeId: this.storeA });
        this.actors.set(role, await signedIn(deps, user));
      }
    }
    const area = this.actors.get('area');
    if (!area || !(await this.userIsAsMade(area)) || !(await this.areaHoldsStoreA(area.areaId))) {
      const areaId = await createArea(deps, [this.storeA]);
      const user = await createUser(deps, { role: 'area', storeId: null, areaId });
      this.actors.set('area', await signedIn(deps, user));
    }
    const admin = this.actors.get('super-admin');
    if (!admin || !(await this.userIsAsMade(admin))) {
      const user = await createUser(deps, { role: 'super-admin', storeId: null });
      this.actors.set('super-admin', await signedIn(deps, user));
    }
    const scim = await deps.db.kysely
      .selectFrom('scim_tokens')
      .select('id')
      .where('token_hash', '=', hashToken(this.scimToken))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!scim) this.scimToken = await scimTokenFor(deps);
    // Signed out (or their password changed): the same person signs in again.
    for (const [role, actor] of this.actors) {
      if (!(await this.sessionExists(actor))) this.actors.set(role, await signedIn(deps, actor));
    }
  }

  /** Ids and e-mail addresses of things that exist now, to put where a request names one. */
  async knownIds(): Promise<string[]> {
    const db = this.deps.db.kysely;
    const [stores, users, checklists, items, targets, templates, areas] = await Promise.all([
      db.selectFrom('stores').select('id').orderBy('id').limit(20).execute(),
      db.selectFrom('users').select(['id', 'email']).orderBy('id').limit(20).execute(),
      db.selectFrom('checklists').select('id').orderBy('id').limit(20).execute(),
      db.selectFrom('checklist_items').select('id').orderBy('id').limit(20).execute(),
      db.selectFrom('shift_targets').select('id').orderBy('id').limit(20).execute(),
      db.selectFrom('templates').select('id').orderBy('id').limit(20).execute(),
      db.selectFrom('areas').select('id').orderBy('id').limit(20).execute(),
    ]);
    const ids = [stores, checklists, items, targets, templates, areas].flatMap((rows) =>
      rows.map((row) => row.id),
    );
    const people = users.flatMap((user) => [user.id, user.email]);
    const actors = [...this.actors.values()].flatMap((actor) => [actor.id, actor.email]);
    return [...new Set([this.storeA, this.storeB, ...actors, ...ids, ...people])];
  }
}
