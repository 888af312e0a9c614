import type { AppDeps } from '#server/deps';
import { DEFAULT_STORE } from '#server/setup/default-store';
import { DEMO_EMAIL_DOMAIN } from './chain';
import { describeExistingData, type ExistingData } from './repository';

/** The demo would not load: `message` is one line, meant for the person running it. */
export class DemoRefusal extends Error {}

export const DEMO_ALREADY_LOADED =
  'The demo chain is already loaded in this database; nothing was changed.';

function ownData(existing: ExistingData): string[] {
  const found: string[] = [];
  if (existing.checklists > 0) found.push(`${existing.checklists} checklist(s)`);
  if (existing.otherStores > 0) found.push(`${existing.otherStores} store(s) besides MCD001`);
  // First start creates exactly one user, the first super-admin.
  const extraUsers = existing.users - Math.min(existing.superAdmins, 1);
  if (extraUsers > 0) found.push(`${extraUsers} user(s) besides the first super-admin`);
  return found;
}

/**
 * The demo loads only into a database that holds nothing but what first start creates (the
 * default store, the default templates and the first super-admin), so it can never mix
 * made-up history into a real chain's data.
 */
export async function assertDemoCanLoad(deps: AppDeps): Promise<void> {
  const existing = await describeExistingData(
    deps.db.kysely,
    DEFAULT_STORE.storeNumber,
    DEMO_EMAIL_DOMAIN,
  );
  if (existing.demoUsers > 0) throw new DemoRefusal(DEMO_ALREADY_LOADED);
  const found = ownData(existing);
  if (found.length > 0) {
    throw new DemoRefusal(
      `Not loading the demo: this database already has its own data (${found.join(', ')}). ` +
        'Point DATA_DIR or DATABASE_URL at an empty database.',
    );
  }
}
