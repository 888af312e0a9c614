import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { storedJson } from '#domain/stored-json';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/**
 * A chain-wide setting: its value as last saved, read with its schema. Undefined when it was
 * never saved or no longer reads as the schema says (the caller's default applies then).
 */
export async function readSetting<Schema extends $ZodType>(
  db: Executor,
  key: string,
  schema: Schema,
): Promise<output<Schema> | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = safeParse(schema, storedJson(row.value));
  return parsed.success ? parsed.data : undefined;
}

/** Saves a setting whole, with who saved it. */
export async function writeSetting(
  db: Executor,
  key: string,
  value: unknown,
  by: { name: string; at: string },
): Promise<void> {
  const entry = { value: JSON.stringify(value), updated_at: by.at, updated_by_name: by.name };
  await db
    .insertInto('app_settings')
    .values({ key, ...entry })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(entry))
    .execute();
}
