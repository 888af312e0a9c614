import { isKnownSubsection, SECTION_KEYS, SUBSECTION_KEYS } from '#domain/i18n/item-keys';
import itemLabelsAr from '#domain/i18n/catalogues/item-labels/ar.json' with { type: 'json' };
import itemLabelsEn from '#domain/i18n/catalogues/item-labels/en.json' with { type: 'json' };
import itemLabelsEs from '#domain/i18n/catalogues/item-labels/es.json' with { type: 'json' };
import itemLabelsFrCa from '#domain/i18n/catalogues/item-labels/fr-CA.json' with { type: 'json' };
import itemLabelsPl from '#domain/i18n/catalogues/item-labels/pl.json' with { type: 'json' };
import itemLabelsPtBr from '#domain/i18n/catalogues/item-labels/pt-BR.json' with { type: 'json' };
import itemLabelsZhCn from '#domain/i18n/catalogues/item-labels/zh-CN.json' with { type: 'json' };
import labelsAr from '#domain/i18n/catalogues/labels/ar.json' with { type: 'json' };
import labelsEn from '#domain/i18n/catalogues/labels/en.json' with { type: 'json' };
import labelsEs from '#domain/i18n/catalogues/labels/es.json' with { type: 'json' };
import labelsFrCa from '#domain/i18n/catalogues/labels/fr-CA.json' with { type: 'json' };
import labelsPl from '#domain/i18n/catalogues/labels/pl.json' with { type: 'json' };
import labelsPtBr from '#domain/i18n/catalogues/labels/pt-BR.json' with { type: 'json' };
import labelsZhCn from '#domain/i18n/catalogues/labels/zh-CN.json' with { type: 'json' };
import type { FailurePriority } from '#domain/checklists/priorities';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import { serverFormats } from './formats';
import { serverNamespace } from './namespace';

// The domain's names for things (shifts, sections, subsections, statuses), as the web shows them
// (src/web/lib/i18n/labels.ts and item-labels.ts), from the same catalogues: for what the
// server writes itself, PDFs, CSV files and e-mails.

const labelTexts = serverNamespace(labelsEn, {
  es: labelsEs,
  'fr-CA': labelsFrCa,
  pl: labelsPl,
  'pt-BR': labelsPtBr,
  'zh-CN': labelsZhCn,
  ar: labelsAr,
});

const itemLabelTexts = serverNamespace(itemLabelsEn, {
  es: itemLabelsEs,
  'fr-CA': itemLabelsFrCa,
  pl: itemLabelsPl,
  'pt-BR': itemLabelsPtBr,
  'zh-CN': itemLabelsZhCn,
  ar: itemLabelsAr,
});

export interface CountsStatus {
  kind: 'completed' | 'issues' | 'in-progress';
  openIssues?: number;
}

/** The domain's names for things in a language. */
export function serverLabels(locale: Locale) {
  const t = labelTexts(locale);
  const items = itemLabelTexts(locale);
  const shiftName = (category: ShiftCategory) => t('shiftName', { category });
  return {
    /** 'Breakfast'. */
    shift: (category: ShiftCategory) => t('shift', { category }),
    /** 'Breakfast Shift'. */
    shiftName,
    /** 'Pre-Shift Planning'. */
    section: (section: Section) => t('sectionTitle', { section: SECTION_KEYS[section] }),
    /** The checklist status pill: 'Completed', '2 issue(s)', 'In progress'. */
    status: (status: CountsStatus) =>
      status.kind === 'completed'
        ? t('statusCompleted')
        : status.kind === 'issues'
          ? t('statusIssues', { count: status.openIssues ?? 0 })
          : t('statusInProgress'),
    /**
     * A subsection as templates store it; the store's delivery service (null: the language's
     * word) fills in the Travel Path's front-counter one. A name the domain does not know shows
     * as stored.
     */
    subsection: (name: string, deliveryService: string | null) =>
      isKnownSubsection(name)
        ? items(SUBSECTION_KEYS[name], {
            deliveryService: deliveryService || items('deliveryServiceDefault'),
          })
        : name,
    /** 'Priority A'. */
    priority: (priority: FailurePriority) => items('priority', { priority }),
    /** 'Wednesday, December 2, 2026 - Breakfast Shift', in the language. */
    checklistTitle: (date: IsoDate, category: ShiftCategory) =>
      items('checklistTitle', {
        date: serverFormats(locale).longDate(date),
        shift: shiftName(category),
      }),
  };
}

export type ServerLabels = ReturnType<typeof serverLabels>;
