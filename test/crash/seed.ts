import type { ChecklistItem } from '#domain/checklists/api';
import type { TemperatureUnit } from '#domain/readings/units';
import type { ShiftCategory } from '#domain/shifts';
import { systemClock } from '#server/clock';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createDeps, type AppDeps } from '#server/deps';
import { createLocalBus } from '#server/live/bus';
import { firstStart } from '#server/setup/first-start';
import {
  createChecklist,
  createStore,
  createUser,
  sessionCookieFor,
  type TestUser,
} from '../support/factories';
import { testConfig } from '../support/harness';

/** A checklist the load writes to, and who may write to it. */
export interface SeededChecklist {
  id: string;
  leaderId: string;
  /** The leader's session cookie header; sessions live in the database, so it outlives a kill. */
  cookie: string;
  /** How its store reads temperatures, which its reading items are read in. */
  temperatureUnit: TemperatureUnit;
  /** Each item with what it takes and how it is judged, and whether a failure needs a photo. */
  items: Pick<
    ChecklistItem,
    'id' | 'section' | 'kind' | 'measure' | 'failsOn' | 'choices' | 'photoOnFail'
  >[];
}

/**
 * Deps for writing seed data straight into the database before the real server starts (or next
 * to it): the system clock, because the server's "today" and session expiry use it.
 */
export async function seedDeps(db: Db): Promise<AppDeps> {
  const deps = createDeps({ db, config: testConfig(), clock: systemClock, live: createLocalBus() });
  await migrateToLatest(db);
  await firstStart(deps);
  return deps;
}

/** A store with its own shift leader (signed in), and today's checklists of the given shifts. */
export async function seedStore(
  deps: AppDeps,
  categories: readonly ShiftCategory[],
): Promise<SeededChecklist[]> {
  const store = await createStore(deps);
  const leader: TestUser = await createUser(deps, { role: 'shift-leader', storeId: store.id });
  const cookie = await sessionCookieFor(deps, leader.id);
  const seeded: SeededChecklist[] = [];
  for (const category of categories) {
    const checklist = await createChecklist(deps, { by: leader, category });
    seeded.push({
      id: checklist.id,
      leaderId: leader.id,
      cookie,
      temperatureUnit: checklist.temperatureUnit,
      items: checklist.items.map(
        ({ id, section, kind, measure, failsOn, choices, photoOnFail }) => ({
          id,
          section,
          kind,
          measure,
          failsOn,
          choices,
          photoOnFail,
        }),
      ),
    });
  }
  return seeded;
}
