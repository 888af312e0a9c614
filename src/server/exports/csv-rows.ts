import type { ItemKind } from '#domain/answers/kinds';
import { itemStatus } from '#domain/checklists/item-state';
import { checklistStatus } from '#domain/checklists/progress';
import { personName, type ShiftTargetCounts } from '#domain/checklists/summary';
import { LANGUAGE_NAMES } from '#domain/i18n/language-names';
import { SOURCE_LOCALE } from '#domain/i18n/locales';
import { limitText, unitSymbol } from '#domain/readings/spec';
import { answerWords, limitUnit } from './answer-text';
import {
  checklistTitleIn,
  STATE_KEYS,
  type DocumentKey,
  type DocumentLanguage,
} from './document-texts';
import type { ExportChecklistRow, ExportItemRow } from './repository';

type Cell = string | number;

/**
 * CSV injection: a spreadsheet runs a cell that begins with one of these as a formula, so
 * such text is prefixed with an apostrophe and shown as typed.
 */
export function neutralise(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

export const text = (value: string | null | undefined): string => neutralise(value ?? '');

/** The first columns of every file, headed in the file's language: the checklist's key. */
export function keyHeader({ t }: DocumentLanguage): string[] {
  return [t('csvStoreNumber'), t('csvStoreName'), t('businessDate'), t('shift'), t('csvTitle')];
}

export function checklistHeader(language: DocumentLanguage): string[] {
  const { t } = language;
  return [
    ...keyHeader(language),
    t('createdBy'),
    t('serviceAreaLeader'),
    t('productionAreaLeader'),
    t('csvProgress'),
    t('csvStatus'),
    t('csvCompletedAtLocal'),
    t('csvCompletedAtIso'),
    t('openIssues'),
    t('csvTargetsMet'),
    t('csvTargetsSet'),
    t('postShiftAnalysis'),
    t('csvFeedback'),
    t('csvFeedbackBy'),
    t('csvFeedbackAtLocal'),
    t('csvFeedbackAtIso'),
  ];
}

/** Whether the items and actions files carry the words of their language beside the English. */
export const withShownWords = (language: DocumentLanguage) => language.locale !== SOURCE_LOCALE;

export function itemHeader(language: DocumentLanguage): string[] {
  const { t } = language;
  const shown = withShownWords(language)
    ? [
        t('csvItemIn', { language: LANGUAGE_NAMES[language.locale] }),
        t('csvDetailsIn', { language: LANGUAGE_NAMES[language.locale] }),
      ]
    : [];
  return [
    ...keyHeader(language),
    t('csvSection'),
    t('csvSubsection'),
    t('csvItem'),
    t('csvState'),
    t('csvDoneBy'),
    t('csvDoneAtLocal'),
    t('csvDoneAtIso'),
    t('csvFailureComment'),
    t('csvPriority'),
    t('csvResolvedAtLocal'),
    t('csvResolvedAtIso'),
    // Added after the columns machines already read by position; the shown words stay last.
    t('csvKind'),
    t('csvReading'),
    t('csvReadingUnit'),
    t('csvLimit'),
    t('csvAnswer'),
    t('csvNotApplicable'),
    ...shown,
  ];
}

export function keyCells(language: DocumentLanguage, c: ExportChecklistRow): Cell[] {
  return [
    text(c.storeNumber),
    text(c.storeName),
    c.businessDate,
    language.labels.shift(c.category),
    text(checklistTitleIn(language, c)),
  ];
}

export function checklistCells(
  language: DocumentLanguage,
  c: ExportChecklistRow,
  targets: ShiftTargetCounts,
): Cell[] {
  const local = (iso: string | null) => (iso ? language.formats.dateTime(iso, c.timezone) : '');
  return [
    ...keyCells(language, c),
    text(c.creatorName),
    text(c.serviceAreaLeader),
    text(c.productionAreaLeader),
    c.progress,
    language.labels.status({ ...checklistStatus(c), openIssues: c.openIssues }),
    local(c.completedAt),
    c.completedAt ?? '',
    c.openIssues,
    targets.met,
    targets.withText,
    text(c.postShiftAnalysis),
    text(c.feedbackText),
    text(c.feedbackUserName),
    local(c.feedbackAt),
    c.feedbackAt ?? '',
  ];
}

export function itemCells(
  language: DocumentLanguage,
  c: ExportChecklistRow,
  item: ExportItemRow,
): Cell[] {
  const { t, labels, formats } = language;
  const local = (iso: string | null) => (iso ? formats.dateTime(iso, c.timezone) : '');
  const doneBy =
    item.completedAt === null
      ? ''
      : personName({ displayName: item.completedByName, email: item.completedByEmail });
  const shown = withShownWords(language) ? [text(item.shown?.text), text(item.shown?.details)] : [];
  return [
    ...keyCells(language, c),
    labels.section(item.section),
    text(item.subsection && labels.subsection(item.subsection, c.deliveryService)),
    text(item.text),
    t('itemState', { state: STATE_KEYS[itemStatus(item)] }),
    text(doneBy),
    local(item.completedAt),
    item.completedAt ?? '',
    text(item.failureComment),
    item.failurePriority ?? '',
    local(item.resolvedAt),
    item.resolvedAt ?? '',
    ...readingCells(language, c, item),
    ...shown,
  ];
}

const KIND_KEYS = {
  check: 'kindCheck',
  reading: 'kindReading',
  'yes-no': 'kindYesNo',
  choice: 'kindChoice',
  text: 'kindText',
} as const satisfies Record<ItemKind, DocumentKey>;

/**
 * An item's kind, a reading item's last reading and limits, any other item's answer, and why it
 * was N/A. The reading is a number (a dot for decimals, as the other figures) with its unit's
 * symbol, and the limits in the unit it was read in (else the store's), in the signs the screens
 * use ("≤ 5 °C"); a yes/no answer is Yes or No in the export's language.
 */
function readingCells(
  language: DocumentLanguage,
  c: ExportChecklistRow,
  item: ExportItemRow,
): Cell[] {
  const kind = language.t(KIND_KEYS[item.kind]);
  const notApplicable = text(item.naReason);
  if (!item.measure) {
    const answer = answerWords(language, item, item.shown?.options);
    return [kind, '', '', '', text(answer), notApplicable];
  }
  const value = item.answerValue === null ? Number.NaN : Number(item.answerValue);
  return [
    kind,
    Number.isFinite(value) ? value : text(item.answerValue),
    item.answerUnit === null ? '' : text(unitSymbol(item.answerUnit)),
    text(limitText(item.measure, limitUnit(item, c.temperatureUnit))),
    '',
    notApplicable,
  ];
}
