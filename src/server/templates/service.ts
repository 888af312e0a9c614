import { authorize, canSeeStore, storeScopeOf, type Actor } from '#domain/authz';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import type {
  ItemTranslation,
  TemplateDetail,
  TemplateList,
  TemplateListQuery,
} from '#domain/templates/api';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import {
  isStale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  wordsOf,
} from '#domain/templates/translations';
import { requireAccess } from '../authz/require-access';
import { runTransaction } from '../writes/unit-of-work';
import { recordAudit, type AuditedActor } from '../integrations/audit/record';
import { templateAudit } from '../integrations/audit/template-entry';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';
import { findStoreById } from '../stores/repository';
import { findTemplate, listTemplates, type TemplateRecord } from './queries';
import { answerRules } from '../answers/rules-columns';
import {
  deleteTemplate,
  findTemplateIdForChecklist,
  listTemplateItems,
  type TemplateItemRecord,
} from './repository';

/** Categories a person's templates leave out: overnight where their store does not run it. */
async function hiddenCategoriesFor(deps: AppDeps, actor: Actor): Promise<ShiftCategory[]> {
  const scope = storeScopeOf(actor);
  if (scope.kind === 'all') return [];
  const [storeId] = scope.storeIds;
  const store = storeId ? await findStoreById(deps.db.kysely, storeId) : null;
  return store?.shiftSettings.overnight.enabled ? [] : ['overnight'];
}

/** SPEC §2 "Template list" and §6: global and default templates plus the person's store's. */
export async function listTemplatesFor(
  deps: AppDeps,
  actor: Actor,
  query: TemplateListQuery,
): Promise<TemplateList> {
  requireAccess(actor, 'template:manage');
  const templates = await listTemplates(deps.db.kysely, {
    scope: storeScopeOf(actor),
    search: query.search,
    category: query.category,
    storeId: query.storeId,
    globalOnly: query.scope === 'global',
    hiddenCategories: await hiddenCategoriesFor(deps, actor),
  });
  const used = await templatesInUse(deps, actor, query.storeId);
  return { templates: templates.map((record) => toSummary(record, used.has(record.id))) };
}

/** For a list of one store's templates, which ones its next checklists copy, one per shift. */
async function templatesInUse(
  deps: AppDeps,
  actor: Actor,
  asked: string | undefined,
): Promise<Set<string>> {
  const scope = storeScopeOf(actor);
  const storeId = scope.kind === 'all' ? asked : scope.storeIds[0];
  if (!storeId) return new Set();
  const ids = await Promise.all(
    SHIFT_CATEGORIES.map((category) =>
      findTemplateIdForChecklist(deps.db.kysely, storeId, category),
    ),
  );
  return new Set(ids);
}

const toSummary = (record: TemplateRecord, usedForNewChecklists: boolean) => ({
  id: record.id,
  title: record.title,
  category: record.category,
  storeId: record.storeId,
  storeName: record.storeName,
  storeNumber: record.storeNumber,
  isDefault: record.isDefault,
  itemCount: record.itemCount,
  updatedAt: record.updatedAt,
  version: record.version,
  usedForNewChecklists,
});

/** A template the person may see, or 'Template not found'. */
export async function loadVisibleTemplate(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<TemplateRecord> {
  requireAccess(actor, 'template:manage');
  const template = await findTemplate(deps.db.kysely, id);
  if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
  requireAccess(actor, 'template:read', template);
  return template;
}

/** Each translation's words, marked stale where the English changed after they were written. */
function withStaleness(
  item: TemplateItemRecord,
): Partial<Record<TranslationLocale, ItemTranslation>> {
  const shown: Partial<Record<TranslationLocale, ItemTranslation>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const kept = item.translations[locale];
    if (kept) shown[locale] = { ...wordsOf(kept), stale: isStale(item, kept) };
  }
  return shown;
}

export async function getTemplateDetail(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<TemplateDetail> {
  const template = await loadVisibleTemplate(deps, actor, id);
  const items = await listTemplateItems(deps.db.kysely, id);
  const used = await templatesInUse(deps, actor, template.storeId ?? undefined);
  return {
    ...toSummary(template, used.has(template.id)),
    createdBy: template.createdBy,
    createdAt: template.createdAt,
    items: items.map((item) => ({
      id: item.id,
      text: item.text,
      details: item.details,
      section: item.section,
      subsection: item.subsection,
      critical: item.critical,
      ...answerRules(item),
      translations: withStaleness(item),
    })),
  };
}

/**
 * The store a saved template belongs to. A manager's templates are always their own store's
 * (SPEC §6), so a manager asking for a global one gets their store; naming another store is
 * refused. The store must run the category (SPEC §5).
 */
export async function resolveTemplateStore(
  deps: AppDeps,
  actor: Actor,
  requested: string | null,
  category: ShiftCategory,
): Promise<string | null> {
  let storeId = requested;
  if (storeId === null && !authorize(actor, 'template:write', { storeId: null })) {
    storeId = actor.storeId;
  }
  if (storeId !== null && !canSeeStore(actor, storeId)) {
    throw forbidden(TEMPLATE_MESSAGES.otherStore);
  }
  requireAccess(actor, 'template:write', { storeId });
  if (storeId === null) return null;
  const store = await findStoreById(deps.db.kysely, storeId);
  if (!store) throw badRequest(TEMPLATE_MESSAGES.storeNotFound);
  if (category === 'overnight' && !store.shiftSettings.overnight.enabled) {
    throw badRequest(TEMPLATE_MESSAGES.overnightNotEnabled);
  }
  return storeId;
}

export async function removeTemplate(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
): Promise<void> {
  const template = await loadVisibleTemplate(deps, actor, id);
  requireAccess(actor, 'template:delete', template);
  const deleted = await runTransaction(deps, async (trx) => {
    const done = await deleteTemplate(trx, id);
    const entry = templateAudit('template.deleted', actor, template);
    if (done) await recordAudit(trx, deps.clock.now(), entry);
    return { commit: done, value: done };
  });
  if (!deleted) throw notFound(TEMPLATE_MESSAGES.notFound);
}
