import type { Actor } from '#domain/authz';
import type {
  CreateTemplateRequest,
  TemplateDetail,
  UpdateTemplateRequest,
} from '#domain/templates/api';
import { isDefaultTemplateId } from '#domain/templates/ids';
import { sortTemplateItems } from '#domain/templates/item-groups';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { requireAccess } from '../authz/require-access';
import { runTransaction } from '../writes/unit-of-work';
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
} from './repository';
import { getTemplateDetail, loadVisibleTemplate, resolveTemplateStore } from './service';

/**
 * Items in the order the form shows them, each with a stable id: an item that already
 * belongs to this template keeps its id; new and imported ones get a new one.
 */
function withIds(
  items: CreateTemplateRequest['items'],
  keep: ReadonlySet<string>,
  body: { category: CreateTemplateRequest['category'] },
  now: string,
): (TemplateItemFields & { id: string })[] {
  const used = new Set<string>();
  return sortTemplateItems(items).map((item) => {
    const id =
      item.id && keep.has(item.id) && !used.has(item.id)
        ? item.id
        : newTemplateItemId(body.category, item.section, now);
    used.add(id);
    return {
      id,
      section: item.section,
      subsection: item.subsection,
      text: item.text,
      details: item.details,
    };
  });
}

export async function createTemplate(
  deps: AppDeps,
  actor: Actor,
  body: CreateTemplateRequest,
): Promise<TemplateDetail> {
  requireAccess(actor, 'template:manage');
  const storeId = await resolveTemplateStore(deps, actor, body.storeId, body.category);
  const now = deps.clock.now().toISOString();
  const { id } = await runTransaction(deps, async (trx) => ({
    commit: true,
    value: await insertTemplateIfAbsent(trx, {
      title: body.title,
      category: body.category,
      storeId,
      createdBy: actor.id,
      now,
      items: withIds(body.items, new Set(), body, now),
    }),
  }));
  return getTemplateDetail(deps, actor, id);
}

/**
 * Saves the whole template if nobody saved it since the version the person read; otherwise
 * refuses (409) rather than silently overwrite their changes. Checklists already created from
 * it keep their own copy of the items.
 */
export async function updateTemplate(
  deps: AppDeps,
  actor: Actor,
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
    const current = new Set((await listTemplateItems(trx, id)).map((item) => item.id));
    await replaceTemplateItems(trx, id, withIds(body.items, current, body, now));
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
