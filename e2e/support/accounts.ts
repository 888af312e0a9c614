/**
 * The people seed.ts creates before the server starts: the super admin every spec's fixtures
 * make stores with (see fixtures.ts), and the stores that need a past — opened a year ago, with
 * the checklists of history.ts — each for one spec alone. Every other test makes its own store.
 */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-pass' };

/**
 * single-sign-on.spec.ts: someone the test identity provider (serve.mjs) knows, in a group the
 * spec maps to its store; ShiftCheck makes their account the first time they sign in.
 */
export const SSO_PERSON = {
  sub: 'jordan',
  email: 'jordan.ellis@e2e.test',
  name: 'Jordan Ellis',
  groups: ['E2E Harbour Crew'],
};

export const STORES = {
  /** views.spec.ts */
  highStreet: { name: 'High Street', storeNumber: '228' },
  /** views.spec.ts */
  riverside: { name: 'Riverside', storeNumber: '310' },
  /** store-choice.spec.ts */
  harbour: { name: 'Harbour Road', storeNumber: '411' },
  /** store-choice.spec.ts */
  millLane: { name: 'Mill Lane', storeNumber: '412' },
  /** missed-day.spec.ts */
  canal: { name: 'Canal Street', storeNumber: '413' },
  /** actions.spec.ts: its Fryer 2 thermostat failed on two earlier days (seed-history.ts). */
  dock: { name: 'Dock Road', storeNumber: '414' },
} as const;

export interface SeedAccount {
  email: string;
  password: string;
  role: 'super-admin' | 'store' | 'shift-leader';
  store: keyof typeof STORES | null;
  displayName: string | null;
}

export const ACCOUNTS = {
  /** views.spec.ts */
  manager: {
    email: 'manager@e2e.test',
    password: 'manager-pass-1',
    role: 'store',
    store: 'highStreet',
    displayName: 'Morgan Manager',
  },
  /** views.spec.ts */
  leader: {
    email: 'leader@e2e.test',
    password: 'leader-pass-1',
    role: 'shift-leader',
    store: 'highStreet',
    displayName: 'Sam Leader',
  },
  /** Fills in Riverside's past checklists. */
  riversideLeader: {
    email: 'riverside.leader@e2e.test',
    password: 'leader-pass-2',
    role: 'shift-leader',
    store: 'riverside',
    displayName: null,
  },
  /** Fills in Harbour Road's past checklists. */
  harbourLeader: {
    email: 'harbour.leader@e2e.test',
    password: 'leader-pass-3',
    role: 'shift-leader',
    store: 'harbour',
    displayName: null,
  },
  /** missed-day.spec.ts */
  canalManager: {
    email: 'canal.manager@e2e.test',
    password: 'manager-pass-3',
    role: 'store',
    store: 'canal',
    displayName: 'Cass Manager',
  },
  /** actions.spec.ts: fails Dock Road's Fryer 2 thermostat today, as it failed before. */
  dockLeader: {
    email: 'dock.leader@e2e.test',
    password: 'leader-pass-4',
    role: 'shift-leader',
    store: 'dock',
    displayName: 'Dana Leader',
  },
  /** actions.spec.ts: Dock Road's manager, whose store template holds the fryer item. */
  dockManager: {
    email: 'dock.manager@e2e.test',
    password: 'manager-pass-4',
    role: 'store',
    store: 'dock',
    displayName: 'Drew Manager',
  },
} satisfies Record<string, SeedAccount>;
