import { randomUUID } from 'node:crypto';
import type { ChecklistDetail, CreateChecklistBody } from '#domain/checklists/api';
import { openItem } from '#domain/checklists/item-state';
import { beforeStoreOpenedMessage, FUTURE_DATE_NOT_ALLOWED } from '#domain/checklists/messages';
import { personName } from '#domain/checklists/summary';
import { checklistTitle, compareDates, storeFirstDay, storeToday } from '#domain/dates';
import { SHIFT_LABELS, shiftNotEnabledMessage, type ShiftCategory } from '#domain/shifts';
import {
  DEFAULT_TEMPLATES,
  defaultItemRules,
  defaultTemplateId,
} from '#domain/templates/default-templates';
import { defaultItemTranslations } from '#domain/templates/default/translations';
import { currentTranslations } from '#domain/templates/translations';

import type { Caller } from '../auth/caller';
import { runTransaction } from '../writes/unit-of-work';
import { checklistCreated as checklistCreatedEvent } from '../integrations/webhooks/events';
import { queueWebhookEvents } from '../integrations/webhooks/outbox';
import type { AppDeps } from '../deps';
import { checklistChanged } from './change';
import { badRequest } from '../http/errors';
import { findTemplateIdForChecklist, listTemplateItems } from '../templates/repository';
import { insertChecklistEvents } from './events-repository';
import { checklistCreated, eventsBy } from './history';
import { insertChecklistItems, type NewChecklistItem } from './items-repository';
import { progressFields } from './progress-fields';
import { findChecklistByKey, insertChecklistIfAbsent } from './repository';
import { getChecklistDetail, loadVisibleStore } from './service';
import { appendShiftTargets } from './targets-repository';
import { answerRules } from '../answers/rules-columns';

/** SPEC §4 "Checklist creation": a new checklist starts with four blank targets. */
export const NEW_CHECKLIST_TARGETS = 4;

/**
 * The chosen template's items, each with its current translations (a stale one is left out: it
 * says what the English no longer does); the built-in content if the default was never seeded.
 */
async function templateItems(
  deps: AppDeps,
  storeId: string,
  category: ShiftCategory,
): Promise<NewChecklistItem[]> {
  const templateId = await findTemplateIdForChecklist(deps.db.kysely, storeId, category);
  const items = await listTemplateItems(deps.db.kysely, templateId);
  if (items.length > 0 || templateId !== defaultTemplateId(category)) {
    return items.map((item) => ({
      section: item.section,
      subsection: item.subsection,
      text: item.text,
      details: item.details,
      ...answerRules(item),
      translations: currentTranslations(item, item.translations),
    }));
  }
  const builtIn = DEFAULT_TEMPLATES.find((t) => t.category === category);
  return (builtIn?.items ?? []).map((item) => {
    const source = { text: item.text, details: item.details ?? null };
    const translations = currentTranslations(source, defaultItemTranslations(item));
    const rules = defaultItemRules(item);
    return {
      section: item.section,
      subsection: item.subsection,
      ...source,
      ...rules,
      translations,
    };
  });
}

/**
 * Creates the store's checklist for a shift and business date, or returns the one already
 * there (`created: false`). Two leaders pressing Create together get the same checklist: the
 * unique key lets one insert win and the other read it back.
 */
export async function createChecklist(
  deps: AppDeps,
  user: Caller,
  body: CreateChecklistBody,
): Promise<{ created: boolean; checklist: ChecklistDetail }> {
  const store = await loadVisibleStore(deps, user, body.storeId);
  if (!store.shiftSettings[body.category].enabled) {
    throw badRequest(shiftNotEnabledMessage(body.category));
  }
  const now = deps.clock.now();
  const today = storeToday(store, now);
  const date = body.date ?? today;
  if (compareDates(date, today) > 0) throw badRequest(FUTURE_DATE_NOT_ALLOWED);
  const firstDay = storeFirstDay(store);
  if (compareDates(date, firstDay) < 0) throw badRequest(beforeStoreOpenedMessage(firstDay));

  const key = { storeId: store.id, businessDate: date, category: body.category };
  const existing = await findChecklistByKey(deps.db.kysely, key);
  if (existing) {
    return { created: false, checklist: await getChecklistDetail(deps, user, existing.id) };
  }

  const items = await templateItems(deps, store.id, body.category);
  const title = checklistTitle(date, SHIFT_LABELS[body.category]);
  const id = randomUUID();
  const at = now.toISOString();
  const created = await runTransaction(
    deps,
    async (trx, announce) => {
      const inserted = await insertChecklistIfAbsent(trx, {
        ...key,
        ...progressFields(
          items.map((item) => openItem(item.section, answerRules(item))),
          null,
          at,
        ),
        id,
        title,
        createdBy: user.id,
        creatorName: personName(user),
        now: at,
      });
      if (!inserted) return { commit: false, value: false };
      await insertChecklistItems(trx, id, items, at);
      await appendShiftTargets(trx, id, Array<string>(NEW_CHECKLIST_TARGETS).fill(''));
      await insertChecklistEvents(trx, eventsBy(user, id, at, [checklistCreated(title)]));
      announce(checklistChanged(user, { id, ...key }, 'created'));
      await queueWebhookEvents(trx, at, [
        checklistCreatedEvent({ id, ...key }, { id: user.id, name: personName(user) }),
      ]);
      return { commit: true, value: true };
    },
    user.idempotency,
  );
  const checklistId = created ? id : (await findChecklistByKey(deps.db.kysely, key))?.id;
  // Only a delete racing this create could leave nothing to read back.
  if (!checklistId) throw new Error('The checklist vanished while it was being created');
  return { created, checklist: await getChecklistDetail(deps, user, checklistId) };
}
