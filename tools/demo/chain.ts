// The demo chain: three stores with different shift settings and the people who run them.
import { randomUUID } from 'node:crypto';
import { insertArea, setAreaStores } from '#server/areas/repository';
import type { SessionUser } from '#domain/auth/schemas';
import type { Role } from '#domain/roles';
import { DEFAULT_SHIFT_SETTINGS, type ShiftSettings } from '#domain/shifts';
import { hashPassword } from '#server/auth/passwords';
import type { AppDeps } from '#server/deps';
import { insertStore } from '#server/stores/repository';
import { insertUser } from '#server/users/repository';

export const DEMO_EMAIL_DOMAIN = 'shiftcheck.demo';
export const DEMO_ADMIN_EMAIL = `demo.admin@${DEMO_EMAIL_DOMAIN}`;

/** Printed at the end of every run; demo accounts are for trying the app, not for real use. */
export const DEMO_PASSWORDS: Record<Role, string> = {
  'super-admin': 'demo-admin-pass',
  area: 'demo-area-pass',
  store: 'demo-manager-pass',
  'shift-leader': 'demo-leader-pass',
};

export interface DemoStoreSpec {
  storeNumber: string;
  name: string;
  shiftSettings: ShiftSettings;
  manager: string;
  leaders: readonly [string, string];
  /** Crew named as service and production area leaders. */
  crew: readonly string[];
}

const shift = (enabled: boolean, startTime: string, endTime: string) => ({
  enabled,
  startTime,
  endTime,
});

export const DEMO_STORES: readonly DemoStoreSpec[] = [
  {
    storeNumber: '228',
    name: 'High Street',
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    manager: 'Priya Sharma',
    leaders: ['Tom Fletcher', 'Aisha Okafor'],
    crew: ['Callum Reid', 'Megan Price', 'Josh Turner', 'Zara Ahmed', 'Liam Doyle', 'Ruby Evans'],
  },
  {
    // Open through the night: the night shift hands over to overnight at 23:00.
    storeNumber: '310',
    name: 'Riverside',
    shiftSettings: {
      ...DEFAULT_SHIFT_SETTINGS,
      night: shift(true, '17:00', '23:00'),
      overnight: shift(true, '23:00', '05:00'),
    },
    manager: 'Daniel Murphy',
    leaders: ['Chloe Bennett', 'Marek Nowak'],
    crew: ['Ellie Hughes', 'Kieran Walsh', 'Sofia Rossi', 'Ben Carter', 'Amira Khan', 'Owen Lloyd'],
  },
  {
    // A retail-park unit that opens with the shops: no breakfast, day from 10:00.
    storeNumber: '415',
    name: 'Retail Park',
    shiftSettings: {
      ...DEFAULT_SHIFT_SETTINGS,
      breakfast: shift(false, '05:00', '11:00'),
      day: shift(true, '10:00', '16:00'),
      night: shift(true, '16:00', '23:00'),
    },
    manager: 'Sarah Collins',
    leaders: ['Jamal Hussain', 'Emily Walsh'],
    crew: ['Harvey Scott', 'Lily Morgan', 'Dev Patel', 'Grace Kelly', 'Noah Brooks', 'Isla Grant'],
  },
];

export interface DemoPerson {
  user: SessionUser;
  password: string;
}

export interface DemoStore {
  id: string;
  spec: DemoStoreSpec;
  timezone: string;
  manager: DemoPerson;
  leaders: readonly [DemoPerson, DemoPerson];
}

/** The demo's area: its first two stores, with their area manager; the third is in none. */
export const DEMO_AREA = { name: 'City Centre', stores: ['228', '310'], manager: 'Oliver Grant' };

export interface DemoChain {
  admin: DemoPerson;
  area: DemoPerson;
  stores: DemoStore[];
}

const emailOf = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_EMAIL_DOMAIN}`;

/** Inserts the stores and users; one password hash per role keeps it quick. */
export async function createDemoChain(deps: AppDeps): Promise<DemoChain> {
  const createdAt = deps.clock.now().toISOString();
  const hashes = new Map<Role, Promise<string>>();
  const hashFor = (role: Role) => {
    if (!hashes.has(role)) hashes.set(role, hashPassword(DEMO_PASSWORDS[role]));
    return hashes.get(role) as Promise<string>;
  };
  const person = async (
    role: Role,
    displayName: string,
    storeId: string | null,
    email = emailOf(displayName),
    areaId: string | null = null,
  ): Promise<DemoPerson> => {
    const passwordHash = await hashFor(role);
    const id = await insertUser(deps.db.kysely, {
      email,
      passwordHash,
      role,
      displayName,
      storeId,
      areaId,
      createdAt,
    });
    const user = {
      id,
      email,
      role,
      displayName,
      storeId,
      storeNumber: null,
      storeName: null,
      locale: null,
      storeLocale: null,
      storeClock: null,
    };
    return { user: { ...user, createdAt }, password: DEMO_PASSWORDS[role] };
  };

  const admin = await person('super-admin', 'Helen Carter', null, DEMO_ADMIN_EMAIL);
  const stores: DemoStore[] = [];
  for (const spec of DEMO_STORES) {
    const timezone = deps.config.defaultTimeZone;
    const id = await insertStore(deps.db.kysely, {
      name: spec.name,
      storeNumber: spec.storeNumber,
      timezone,
      shiftSettings: spec.shiftSettings,
      // The stores opened a year ago; the demo's eight weeks of history come after that.
      createdAt: new Date(deps.clock.now().getTime() - 365 * 86_400_000).toISOString(),
    });
    const manager = await person('store', spec.manager, id);
    const leaders = [
      await person('shift-leader', spec.leaders[0], id),
      await person('shift-leader', spec.leaders[1], id),
    ] as const;
    stores.push({ id, spec, timezone, manager, leaders });
  }
  const areaId = randomUUID();
  await insertArea(deps.db.kysely, { id: areaId, name: DEMO_AREA.name, createdAt });
  const areaStores = stores.filter((store) => DEMO_AREA.stores.includes(store.spec.storeNumber));
  await setAreaStores(
    deps.db.kysely,
    areaId,
    areaStores.map((store) => store.id),
  );
  const area = await person('area', DEMO_AREA.manager, null, undefined, areaId);
  return { admin, area, stores };
}
