// What a queued checklist write is called when the leader is told it was refused: the change in
// their words and the item or field it touched, never a request path. Named in the language the
// person reads as they make the change (the checklist screen has its texts loaded by then).
import type {
  ChecklistItem,
  UpdateChecklistBody,
  UpdateShiftTargetBody,
} from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { currentLocale, translator } from '#web/lib/i18n';
import { unitSymbol } from '#domain/readings/spec';
import { optionWords, type ItemText } from '#domain/templates/translations';
import { checklistMessages, type ChecklistTexts } from '../messages';

const texts = () => translator(checklistMessages, currentLocale());

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** An answer in the reader's words: Yes and No translated, an option or a text as written. */
export function answerWords(value: string, t: ChecklistTexts): string {
  if (value === 'yes') return t('answerYes');
  if (value === 'no') return t('answerNo');
  return `“${shortened(value)}”`;
}

export function itemChangeLabel(
  item: Pick<ChecklistItem, 'text' | 'choices'>,
  change: ItemChange,
  /** The item as the reader is shown it: its words, and a choice's options in them. */
  words?: Pick<ItemText, 'text' | 'options'>,
): string {
  const t = texts();
  const itemText = shortened(words?.text ?? item.text);
  switch (change.type) {
    case 'complete':
      return change.completed
        ? t('writeTick', { item: itemText })
        : t('writeUntick', { item: itemText });
    case 'fail':
      return t('writeFail', { item: itemText });
    case 'unfail':
      return t('writeUnfail', { item: itemText });
    case 'resolve':
      return change.resolved
        ? t('writeResolve', { item: itemText })
        : t('writeReopen', { item: itemText });
    case 'record':
      return t('writeRecord', {
        item: itemText,
        value: `${change.value}\u00a0${unitSymbol(change.unit)}`,
      });
    case 'answer':
      return t('writeAnswer', {
        item: itemText,
        value: answerWords(optionWords(item.choices, words?.options, change.value), t),
      });
    case 'not-applicable':
      return t('writeNotApplicable', { item: itemText });
  }
}

const FIELD_LABELS = {
  serviceAreaLeader: 'serviceAreaLeader',
  productionAreaLeader: 'productionAreaLeader',
  postShiftAnalysis: 'postShiftAnalysisField',
} as const satisfies Record<keyof UpdateChecklistBody, string>;

export function checklistFieldLabel(field: keyof UpdateChecklistBody): string {
  return texts()(FIELD_LABELS[field]);
}

const TARGET_FIELD_LABELS = {
  text: 'shiftTargetField',
  achieved: 'shiftResultField',
  comment: 'shiftResultCommentField',
} as const satisfies Record<keyof UpdateShiftTargetBody, string>;

export function targetFieldLabel(field: keyof UpdateShiftTargetBody): string {
  return texts()(TARGET_FIELD_LABELS[field]);
}

export function feedbackLabel(): string {
  return texts()('storeFeedback');
}
