// The suite's own `test`: every test gets a store and people of its own, made through the API
// as the seeded super admin, so specs and tests run side by side without meeting each other's
// checklists; and a test fails on an error in the browser's console it did not declare.
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';
import { adminStoreSchema } from '#domain/stores/api';
import { userSavedSchema } from '#domain/users/schemas';
import { ADMIN } from './accounts';

export { expect };

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface Person {
  id: string;
  email: string;
  password: string;
  role: 'store' | 'shift-leader';
  displayName: string;
}

export interface OwnStore {
  id: string;
  name: string;
  storeNumber: string;
  /** How the screens name it: "Harbour 901002 (Store 901002)". */
  label: string;
  manager: Person;
  leader: Person;
}

/** Errors the test provokes on purpose, each with why; any other console error fails it. */
export interface ConsoleErrors {
  expect(pattern: RegExp, why: string): void;
  /** What the browser logged as errors so far, for a test that checks them itself. */
  readonly seen: readonly string[];
  /** Listens to a context's pages (the fixtures do this for every context of the test). */
  watch(context: BrowserContext): void;
}

/**
 * What the browser logs for a request made without signal: ERR_INTERNET_DISCONNECTED, or
 * ERR_FAILED when the service worker answers for the page and its own fetch fails.
 */
export const OFFLINE_ERRORS = /net::ERR_(INTERNET_DISCONNECTED|FAILED) /;

let made = 0;

/** A store number no other test of this run uses: worker, then a count within the worker. */
export function uniqueStoreNumber(workerIndex: number): string {
  made += 1;
  return `9${String(workerIndex).padStart(3, '0')}${String(made).padStart(3, '0')}`;
}

async function person(
  api: APIRequestContext,
  storeId: string,
  storeNumber: string,
  role: Person['role'],
  displayName: string,
): Promise<Person> {
  const email = `${role === 'store' ? 'manager' : 'leader'}.${storeNumber}@e2e.test`;
  const password = `${role}-pass-${storeNumber}`;
  const answer = await api.post('/api/users', {
    data: { email, password, confirmPassword: password, role, storeId, displayName },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { user } = userSavedSchema.parse(await answer.json());
  return { id: user.id, email, password, role, displayName };
}

/** A new store with a manager and a shift leader, made through the API as the super admin. */
export async function createStore(
  api: APIRequestContext,
  workerIndex: number,
  name: string,
): Promise<OwnStore> {
  const storeNumber = uniqueStoreNumber(workerIndex);
  const fullName = `${name} ${storeNumber}`;
  const answer = await api.post('/api/stores', { data: { name: fullName, storeNumber } });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = adminStoreSchema.parse(await answer.json());
  const [manager, leader] = await Promise.all([
    person(api, id, storeNumber, 'store', 'Morgan Manager'),
    person(api, id, storeNumber, 'shift-leader', 'Sam Leader'),
  ]);
  return {
    id,
    name: fullName,
    storeNumber,
    label: `${fullName} (Store ${storeNumber})`,
    manager,
    leader,
  };
}

const watched = new WeakSet<BrowserContext>();

/** Every error the context's pages log or throw, into `into`. */
function watch(context: BrowserContext, into: string[]) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    into.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => into.push(`uncaught: ${error.error().message}`));
}

export const test = base.extend<
  {
    /** The seeded super admin's API, signed in. */
    adminApi: APIRequestContext;
    /** A store of the test's own, with `manager` and `leader`. */
    store: OwnStore;
    /** A second store of the test's own, for what one store must not see of another. */
    otherStore: OwnStore;
    consoleErrors: ConsoleErrors;
  },
  { adminSession: StorageState }
>({
  // The super admin signs in once per worker; each test gets its own connections with that
  // cookie. A connection kept from one test to the next sat idle for as long as the test took,
  // and one reused just as the server closed it for idleness failed with ECONNRESET.
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const signedIn = await api.post('/api/auth/sign-in', { data: ADMIN });
      expect(signedIn.ok(), await signedIn.text()).toBe(true);
      const session = await api.storageState();
      await api.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  adminApi: async ({ playwright, adminSession }, use, testInfo) => {
    const api = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: adminSession,
    });
    await use(api);
    await api.dispose();
  },
  store: async ({ adminApi }, use, testInfo) => {
    await use(await createStore(adminApi, testInfo.workerIndex, 'Harbour'));
  },
  otherStore: async ({ adminApi }, use, testInfo) => {
    await use(await createStore(adminApi, testInfo.workerIndex, 'Quayside'));
  },
  consoleErrors: [
    async ({ browser }, use) => {
      const seen: string[] = [];
      const expected: { pattern: RegExp; why: string }[] = [];
      // Contexts the test opens itself (a second phone, a manager beside a leader) are watched
      // too: newContext is wrapped for the length of the test.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context, seen);
        return context;
      };
      await use({
        expect: (pattern, why) => {
          if (why.trim() === '') throw new Error('Say why the test expects this console error.');
          expected.push({ pattern, why });
        },
        get seen() {
          return seen;
        },
        watch: (context) => watch(context, seen),
      });
      browser.newContext = newContext;
      const unexpected = seen.filter((line) => !expected.some(({ pattern }) => pattern.test(line)));
      expect(unexpected, 'errors in the browser console the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleErrors }, use) => {
    consoleErrors.watch(context);
    await use(context);
  },
});
