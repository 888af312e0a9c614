import { sql, type Kysely } from 'kysely';
import type { StoreScope } from '#domain/authz';
import type { ShiftCategory } from '#domain/shifts';
import type { TemplateSummary } from '#domain/templates/api';
import { isDefaultTemplateId } from '#domain/templates/ids';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface TemplateFilter {
  scope: StoreScope;
  /** Case-insensitive part of the title. */
  search?: string;
  category?: ShiftCategory;
  /** Only this store's templates. */
  storeId?: string;
  /** Only global templates (the defaults among them): what the import dialog offers. */
  globalOnly?: boolean;
  /** Categories left out: overnight for a store that does not run it. */
  hiddenCategories?: readonly ShiftCategory[];
}

export interface TemplateRecord extends Omit<TemplateSummary, 'usedForNewChecklists'> {
  createdBy: string | null;
  createdAt: string;
}

const CATEGORY_ORDER = sql<number>`case category when 'breakfast' then 0 when 'day' then 1 when 'night' then 2 else 3 end`;

/** `like` patterns match the typed text literally, whatever % or _ it holds. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function baseQuery(db: Executor) {
  return db
    .selectFrom('templates')
    .leftJoin('stores', 'stores.id', 'templates.store_id')
    .select((eb) => [
      'templates.id as id',
      'templates.title as title',
      'templates.category as category',
      'templates.store_id as storeId',
      'stores.name as storeName',
      'stores.store_number as storeNumber',
      'templates.updated_at as updatedAt',
      'templates.created_at as createdAt',
      'templates.created_by as createdBy',
      'templates.version as version',
      eb
        .selectFrom('template_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('template_items.template_id', '=', 'templates.id')
        .as('itemCount'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const toRecord = (row: Row): TemplateRecord => ({
  ...row,
  category: row.category,
  isDefault: isDefaultTemplateId(row.id),
  itemCount: Number(row.itemCount ?? 0),
  version: Number(row.version),
});

/** SPEC §6: within the scope, global templates and the scope's stores' own. */
export async function listTemplates(db: Executor, filter: TemplateFilter) {
  let query = baseQuery(db);
  const { scope } = filter;
  if (scope.kind === 'stores') {
    // No store has the empty id (a NUL would be refused by PostgreSQL).
    const ids = scope.storeIds.length > 0 ? scope.storeIds : [''];
    query = query.where((eb) =>
      eb.or([eb('templates.store_id', 'is', null), eb('templates.store_id', 'in', ids)]),
    );
  }
  if (filter.globalOnly) query = query.where('templates.store_id', 'is', null);
  if (filter.storeId) query = query.where('templates.store_id', '=', filter.storeId);
  if (filter.category) query = query.where('templates.category', '=', filter.category);
  if (filter.hiddenCategories?.length) {
    query = query.where('templates.category', 'not in', filter.hiddenCategories);
  }
  const search = filter.search?.trim();
  if (search) {
    query = query.where(
      sql<boolean>`lower(templates.title) like ${likePattern(search)} escape '\\'`,
    );
  }
  const rows = await query
    .orderBy(CATEGORY_ORDER)
    .orderBy(sql`case when templates.store_id is null then 0 else 1 end`)
    .orderBy('templates.title')
    .orderBy('templates.id')
    .execute();
  return rows.map(toRecord);
}

export async function findTemplate(db: Executor, id: string): Promise<TemplateRecord | null> {
  const row = await baseQuery(db).where('templates.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}
