import type {
  CreateTemplateRequest,
  TemplateDetail,
  UpdateTemplateRequest,
} from '#domain/templates/api';
import { isDefaultTemplateId } from '#domain/templates/ids';
import { sortTemplateItems } from '#domain/templates/item-groups';
import { staleCriticalTranslations, TEMPLATE_MESSAGES } from '#domain/templates/messages';
import {
  givenOptions,
  isStale,
  sameWords,
  TRANSLATION_LOCALES,
  type KeptTranslations,
} from '#domain/templates/translations';
import { keptSpec, type ReadingSpec } from '#domain/readings/spec';
import { TICK_RULES, type ItemAnswerRules } from '#domain/answers/kinds';
import { requireAccess } from '../authz/require-access';
import { runTransaction } from '../writes/unit-of-work';
import { recordAudit, type AuditedActor } from '../integrations/audit/record';
import { templateAudit } from '../integrations/audit/template-entry';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { findTemplate } from './queries';
import {
  insertTemplateIfAbsent,
  listTemplateItems,
  newTemplateItemId,
  replaceTemplateItems,
  updateTemplateIfVersion,
  type TemplateItemFields,
  type TemplateItemRecord,
} from './repository';
import { getTemplateDetail, loadVisibleTemplate, resolveTemplateStore } from './service';

type ItemInput = CreateTemplateRequest['items'][number];

/**
 * An item's translations as they will be kept: one whose words did not change keeps the English
 * it was written from (so an English edit leaves it stale); new or changed words, or words the
 * translator confirmed as up to date, are written from the English as it is now.
 */
function keptTranslations(item: ItemInput, before: TemplateItemRecord | undefined) {
  const kept: KeptTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const given = item.translations?.[locale];
    if (!given) continue;
    const old = before?.translations[locale];
    const options = givenOptions(given.options);
    if (options && item.kind !== 'choice') throw badRequest(TEMPLATE_MESSAGES.optionWordsCount);
    const unchanged =
      old !== undefined &&
      old.text === given.text &&
      old.details === given.details &&
      sameWords(old.options, options) &&
      given.upToDate !== true;
    // Words written now are for the options as they are now, one each; words kept as they were
    // may be for options since changed (then they are stale).
    if (!unchanged && options && options.length !== item.choices?.length) {
      throw badRequest(TEMPLATE_MESSAGES.optionWordsCount);
    }
    kept[locale] = unchanged
      ? old
      : {
          text: given.text,
          details: given.details,
          sourceText: item.text,
          sourceDetails: item.details,
          ...(options && {
            options,
            sourceOptions: (item.choices ?? []).map((option) => option.label),
          }),
        };
  }
  return kept;
}

/**
 * How an item is answered and judged, as kept: a reading's measure from the limits written (or
 * the measure sent back as read), each kind's own settings only.
 */
function rulesOf(
  item: CreateTemplateRequest['items'][number],
  before: ReadingSpec | null,
): ItemAnswerRules {
  const flags = { naAllowed: item.naAllowed ?? false, photoOnFail: item.photoOnFail ?? false };
  const base = { ...TICK_RULES, ...flags };
  switch (item.kind) {
    case 'reading': {
      const reading = item.reading ?? item.measure;
      return reading ? { ...base, kind: 'reading', measure: keptSpec(reading, before) } : base;
    }
    case 'yes-no':
      return item.failsOn ? { ...base, kind: 'yes-no', failsOn: item.failsOn } : base;
    case 'choice':
      return item.choices ? { ...base, kind: 'choice', choices: item.choices } : base;
    case 'text':
      return { ...base, kind: 'text' };
    default:
      return base;
  }
}

/**
 * Items in the order the form shows them, each with a stable id: an item that already
 * belongs to this template keeps its id (and its translations' history); new and imported ones
 * get a new one.
 */
function withIds(
  items: CreateTemplateRequest['items'],
  existing: ReadonlyMap<string, TemplateItemRecord>,
  body: { category: CreateTemplateRequest['category'] },
  now: string,
): (TemplateItemFields & { id: string })[] {
  const used = new Set<string>();
  return sortTemplateItems(items).map((item) => {
    const before = item.id && !used.has(item.id) ? existing.get(item.id) : undefined;
    const id = before ? before.id : newTemplateItemId(body.category, item.section, now);
    used.add(id);
    return {
      id,
      section: item.section,
      subsection: item.subsection,
      text: item.text,
      details: item.details,
      critical: item.critical ?? false,
      ...rulesOf(item, before?.measure ?? null),
      translations: keptTranslations(item, before),
    };
  });
}

/** With STALE_CRITICAL_TRANSLATIONS=refuse, the first critical item whose translation is stale. */
function refuseStaleCritical(deps: AppDeps, items: readonly TemplateItemFields[]) {
  if (deps.config.staleCriticalTranslations !== 'refuse') return;
  const stale = items.find(
    (item) =>
      item.critical &&
      Object.values(item.translations).some((kept) => kept !== undefined && isStale(item, kept)),
  );
  if (stale) throw badRequest(staleCriticalTranslations(stale.text));
}

export async function createTemplate(
  deps: AppDeps,
  actor: AuditedActor,
  body: CreateTemplateRequest,
): Promise<TemplateDetail> {
  requireAccess(actor, 'template:manage');
  const storeId = await resolveTemplateStore(deps, actor, body.storeId, body.category);
  const now = deps.clock.now().toISOString();
  const { id } = await runTransaction(deps, async (trx) => {
    const made = await insertTemplateIfAbsent(trx, {
      title: body.title,
      category: body.category,
      storeId,
      createdBy: actor.id,
      now,
      items: withIds(body.items, new Map(), body, now),
    });
    const template = { ...body, id: made.id, storeId };
    const entry = templateAudit('template.created', actor, template, body.items.length);
    await recordAudit(trx, deps.clock.now(), entry);
    return { commit: true, value: made };
  });
  return getTemplateDetail(deps, actor, id);
}

/**
 * Saves the whole template if nobody saved it since the version the person read; otherwise
 * refuses (409) rather than silently overwrite their changes. Checklists already created from
 * it keep their own copy of the items.
 */
export async function updateTemplate(
  deps: AppDeps,
  actor: AuditedActor,
  id: string,
  body: UpdateTemplateRequest,
): Promise<TemplateDetail> {
  const existing = await loadVisibleTemplate(deps, actor, id);
  requireAccess(actor, 'template:write', existing);
  if (isDefaultTemplateId(id) && (body.storeId !== null || body.category !== existing.category)) {
    throw badRequest(TEMPLATE_MESSAGES.defaultStaysGlobal);
  }
  const storeId = isDefaultTemplateId(id)
    ? null
    : await resolveTemplateStore(deps, actor, body.storeId, body.category);
  const now = deps.clock.now().toISOString();
  const saved = await runTransaction(deps, async (trx) => {
    const updated = await updateTemplateIfVersion(trx, id, body.version, {
      title: body.title,
      category: body.category,
      storeId,
      now,
    });
    if (!updated) return { commit: false, value: false };
    const current = new Map((await listTemplateItems(trx, id)).map((item) => [item.id, item]));
    const items = withIds(body.items, current, body, now);
    refuseStaleCritical(deps, items);
    await replaceTemplateItems(trx, id, items);
    const template = { ...body, id, storeId };
    const entry = templateAudit('template.updated', actor, template, items.length);
    await recordAudit(trx, deps.clock.now(), entry);
    return { commit: true, value: true };
  });
  if (!saved) {
    const stillThere = await findTemplate(deps.db.kysely, id);
    throw stillThere
      ? conflict(TEMPLATE_MESSAGES.changedMeanwhile)
      : notFound(TEMPLATE_MESSAGES.notFound);
  }
  return getTemplateDetail(deps, actor, id);
}
