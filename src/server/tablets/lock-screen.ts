import type { LockScreen } from '#domain/tablets/api';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { storePeople, touchTablet, type TabletRow } from './repository';

/** Its last use is written at most this often, whatever polls the lock screen. */
const TOUCH_AFTER_MINUTES = 5;

/** What the tablet shows while nobody is signed in: its store's people, to tap and PIN. */
export async function lockScreen(deps: AppDeps, tablet: TabletRow): Promise<LockScreen> {
  const now = deps.clock.now();
  const touchedBefore = addMinutes(now, -TOUCH_AFTER_MINUTES).toISOString();
  if (tablet.lastUsedAt === null || tablet.lastUsedAt <= touchedBefore) {
    await touchTablet(deps.db.kysely, tablet.id, now.toISOString());
  }
  return {
    tablet: {
      id: tablet.id,
      name: tablet.name,
      storeId: tablet.storeId,
      storeName: tablet.storeName,
      lockMinutes: tablet.lockMinutes,
    },
    people: await storePeople(deps.db.kysely, tablet.storeId),
  };
}
