// Prepares the end-to-end database: the server's own first start (the super admin), and the
// stores of accounts.ts that need a past — opened a year ago, with their people and the past
// checklists of history.ts. Every other store a test uses, it makes itself (fixtures.ts). Runs
// before the server starts, through the server's own repositories and services.
import path from 'node:path';
import { hashPassword } from '#server/auth/passwords';
import { systemClock } from '#server/clock';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createLocalBus } from '#server/live/bus';
import { firstStart } from '#server/setup/first-start';
import { insertStore } from '#server/stores/repository';
import { insertUser } from '#server/users/repository';
import type { SessionUser } from '#domain/auth/schemas';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { ACCOUNTS, STORES } from './accounts';
import { seedHistory, seedRecurringFailures } from './seed-history';
import { createDeps } from '#server/deps';

const config = loadConfig();
const db = openDatabase({ sqliteFile: path.join(config.dataDir, 'shiftcheck.db') });
await migrateToLatest(db);
const deps = createDeps({ db, config, clock: systemClock, live: createLocalBus() });
await firstStart(deps);

const storeIds: Record<string, string> = {};
for (const [key, store] of Object.entries(STORES)) {
  storeIds[key] = await insertStore(db.kysely, {
    ...store,
    timezone: config.defaultTimeZone,
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    // Opened a year ago, so the seeded history and missed days fall after its first day.
    createdAt: new Date(Date.now() - 365 * 86_400_000).toISOString(),
  });
}
const leaders: Record<string, SessionUser> = {};
const managers: Record<string, { id: string; role: 'store'; storeId: string }> = {};
for (const account of Object.values(ACCOUNTS)) {
  const user = {
    email: account.email,
    role: account.role,
    displayName: account.displayName,
    storeId: account.store ? (storeIds[account.store] ?? null) : null,
    createdAt: new Date().toISOString(),
  };
  const id = await insertUser(db.kysely, {
    ...user,
    passwordHash: await hashPassword(account.password),
  });
  const storeId = account.store ? storeIds[account.store] : undefined;
  if (account.role === 'store' && account.store && storeId) {
    managers[account.store] = { id, role: 'store', storeId };
  }
  // The first shift leader of each store fills in its past checklists.
  if (account.role === 'shift-leader' && account.store && !leaders[account.store]) {
    const store = STORES[account.store];
    leaders[account.store] = {
      ...user,
      id,
      storeNumber: store.storeNumber,
      storeName: store.name,
      locale: null,
      storeLocale: null,
      storeClock: null,
    };
  }
}
await seedHistory(deps, leaders, storeIds);
const [dockLeader, dockManager, dockId] = [leaders.dock, managers.dock, storeIds.dock];
if (!dockLeader || !dockManager || !dockId) throw new Error('Dock Road has no people');
await seedRecurringFailures(deps, { leader: dockLeader, manager: dockManager }, dockId);
await db.close();
