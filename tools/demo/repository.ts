import type { Kysely } from 'kysely';
import type { Database } from '#server/db/types';

type Executor = Kysely<Database>;

export interface ExistingData {
  checklists: number;
  users: number;
  superAdmins: number;
  /** Stores other than the one first start creates. */
  otherStores: number;
  /** Users in the demo's e-mail domain. */
  demoUsers: number;
}

/** What the database holds, for deciding whether the demo may load into it. */
export async function describeExistingData(
  db: Executor,
  defaultStoreNumber: string,
  demoEmailDomain: string,
): Promise<ExistingData> {
  const count = (n: number | string | bigint | undefined) => Number(n ?? 0);
  const [checklists, users, stores] = await Promise.all([
    db
      .selectFrom('checklists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn
          .sum<number>(eb.case().when('role', '=', 'super-admin').then(1).else(0).end())
          .as('admins'),
        eb.fn
          .sum<number>(
            eb.case().when('email', 'like', `%@${demoEmailDomain}`).then(1).else(0).end(),
          )
          .as('demo'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_number', '!=', defaultStoreNumber)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    checklists: count(checklists.n),
    users: count(users.n),
    superAdmins: count(users.admins),
    otherStores: count(stores.n),
    demoUsers: count(users.demo),
  };
}

/**
 * Undoes a demo load that failed part-way, so it can simply be run again: the stores take
 * their checklists, shift settings and templates with them (foreign keys cascade).
 */
export async function removeDemoData(
  db: Executor,
  storeNumbers: readonly string[],
  demoEmailDomain: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('stores').where('store_number', 'in', storeNumbers).execute();
    await trx.deleteFrom('users').where('email', 'like', `%@${demoEmailDomain}`).execute();
  });
}
