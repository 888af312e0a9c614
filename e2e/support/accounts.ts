/** The people the end-to-end suite signs in as; seed.ts creates them before the server starts. */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-pass' };

export const STORES = {
  highStreet: { name: 'High Street', storeNumber: '228' },
  riverside: { name: 'Riverside', storeNumber: '310' },
} as const;

export interface SeedAccount {
  email: string;
  password: string;
  role: 'super-admin' | 'store' | 'shift-leader';
  store: keyof typeof STORES | null;
  displayName: string | null;
}

export const ACCOUNTS = {
  manager: {
    email: 'manager@e2e.test',
    password: 'manager-pass-1',
    role: 'store',
    store: 'highStreet',
    displayName: 'Morgan Manager',
  },
  leader: {
    email: 'leader@e2e.test',
    password: 'leader-pass-1',
    role: 'shift-leader',
    store: 'highStreet',
    displayName: 'Sam Leader',
  },
  otherLeader: {
    email: 'riverside.leader@e2e.test',
    password: 'leader-pass-2',
    role: 'shift-leader',
    store: 'riverside',
    displayName: null,
  },
  /** Shapes Riverside's templates, so the other specs' High Street checklists keep the defaults. */
  riversideManager: {
    email: 'riverside.manager@e2e.test',
    password: 'manager-pass-2',
    role: 'store',
    store: 'riverside',
    displayName: 'Rio Manager',
  },
  passwordChanger: {
    email: 'changer@e2e.test',
    password: 'changer-pass-1',
    role: 'shift-leader',
    store: 'highStreet',
    displayName: 'Pat Changer',
  },
  wrongPassword: {
    email: 'typo@e2e.test',
    password: 'typo-pass-1',
    role: 'shift-leader',
    store: 'highStreet',
    displayName: null,
  },
} satisfies Record<string, SeedAccount>;
