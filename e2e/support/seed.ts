// Prepares the end-to-end database: the server's own first start, plus two stores and a person
// of each role. Runs before the server starts, through the server's own repositories.
import path from 'node:path';
import { hashPassword } from '../../src/server/auth/passwords';
import { systemClock } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { firstStart } from '../../src/server/setup/first-start';
import { insertStore } from '../../src/server/stores/repository';
import { insertUser } from '../../src/server/users/repository';
import { DEFAULT_SHIFT_SETTINGS } from '../../src/domain/shifts';
import { ACCOUNTS, STORES } from './accounts';

const config = loadConfig();
const db = openDatabase({ sqliteFile: path.join(config.dataDir, 'shiftcheck.db') });
await migrateToLatest(db);
const deps = { db, config, clock: systemClock };
await firstStart(deps);

const storeIds: Record<string, string> = {};
for (const [key, store] of Object.entries(STORES)) {
  storeIds[key] = await insertStore(db.kysely, {
    ...store,
    timezone: config.defaultTimeZone,
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    createdAt: new Date().toISOString(),
  });
}
for (const account of Object.values(ACCOUNTS)) {
  await insertUser(db.kysely, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    displayName: account.displayName,
    storeId: account.store ? (storeIds[account.store] ?? null) : null,
    createdAt: new Date().toISOString(),
  });
}
await db.close();
