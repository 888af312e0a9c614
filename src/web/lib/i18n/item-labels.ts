import { useMemo } from 'react';
import english from '#domain/i18n/catalogues/item-labels/en.json' with { type: 'json' };
import type { FailurePriority } from '#domain/checklists/priorities';
import type { IsoDate } from '#domain/dates';
import { isKnownSubsection, SECTION_KEYS, SUBSECTION_KEYS } from '#domain/i18n/item-keys';
import type { ShiftCategory } from '#domain/shifts';
import type { Section } from '#domain/sections';
import { defineNamespace } from './catalogue';
import { formats } from './format';
import { useLabels } from './labels';
import { useLocale } from './locale';
import { useT } from './use-t';

/**
 * Names the checklist, template and report screens show (not the first page): subsections,
 * priorities, a checklist's title, on-time figures, shift results.
 */
export const itemLabelMessages = defineNamespace('item-labels', english);

/** Item names in the person's language, for the checklist and template screens. */
export function useItemLabels() {
  const t = useT(itemLabelMessages);
  const labels = useLabels();
  const locale = useLocale();
  return useMemo(
    () => ({
      /**
       * A subsection as templates store it; the store's delivery service fills in the Travel
       * Path's front-counter one. A name the domain does not know (none today) shows as stored.
       */
      subsection: (name: string, deliveryService?: string | null) =>
        isKnownSubsection(name)
          ? t(SUBSECTION_KEYS[name], {
              deliveryService: deliveryService || t('deliveryServiceDefault'),
            })
          : name,
      /** 'Handover & Post Shift', as the template item dialog lists it. */
      sectionOption: (section: Section) => t('sectionOption', { section: SECTION_KEYS[section] }),
      /** 'Wednesday, December 2, 2026 - Breakfast Shift', in the person's language. */
      checklistTitle: (date: IsoDate, category: ShiftCategory) =>
        t('checklistTitle', {
          date: formats(locale).longDate(date),
          shift: labels.shiftName(category),
        }),
      timeliness: (timeliness: 'on-time' | 'late' | 'missed') =>
        timeliness === 'on-time' ? t('onTime') : timeliness === 'late' ? t('late') : t('missed'),
      shiftResult: (achieved: boolean) => (achieved ? t('resultAchieved') : t('resultNotAchieved')),
      /** 'Pre-Shift', on the checklist's tab bar. */
      sectionTab: (section: Section) => t('sectionTab', { section: SECTION_KEYS[section] }),
      /** 'Priority A'. */
      priority: (priority: FailurePriority) => t('priority', { priority }),
    }),
    [t, labels, locale],
  );
}
