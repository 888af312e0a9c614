// The corrective actions file: one row per failure's action (docs/decisions/047), headed and
// worded in the reader's language, times in the store's time and ISO as in the other files.
import { LANGUAGE_NAMES } from '#domain/i18n/language-names';
import type { ExportAction } from './action-repository';
import { actionStatusText, isOverdue, productOutcomeText } from './action-text';
import { keyCells, keyHeader, text, withShownWords } from './csv-rows';
import type { DocumentLanguage } from './document-texts';
import type { ExportChecklistRow } from './repository';

type Cell = string | number;

export function actionHeader(language: DocumentLanguage): string[] {
  const { t } = language;
  // The item in the reader's words goes last, as in the items file: every other column keeps its
  // place whatever the language, for whoever reads the file by position.
  const shown = withShownWords(language)
    ? [t('csvItemIn', { language: LANGUAGE_NAMES[language.locale] })]
    : [];
  return [
    ...keyHeader(language),
    t('csvSection'),
    t('csvItem'),
    t('csvFailureComment'),
    t('csvPriority'),
    t('csvStatus'),
    t('csvOpenedAtLocal'),
    t('csvOpenedAtIso'),
    t('csvOpenedBy'),
    t('csvDueAtLocal'),
    t('csvDueAtIso'),
    t('csvOverdue'),
    t('csvOwner'),
    t('csvContractorEmail'),
    t('csvDoneAtLocal'),
    t('csvDoneAtIso'),
    t('csvDoneBy'),
    t('csvWhatWasDone'),
    t('csvProductOutcome'),
    t('csvVerifiedAtLocal'),
    t('csvVerifiedAtIso'),
    t('csvVerifiedBy'),
    t('csvReopenReason'),
    t('csvRecurring'),
    ...shown,
  ];
}

/** One action's row; `now` is when the file is made, which decides what is overdue. */
export function actionCells(
  language: DocumentLanguage,
  c: ExportChecklistRow,
  action: ExportAction,
  now: Date,
): Cell[] {
  const { t, labels, formats } = language;
  const local = (iso: string | null) => (iso ? formats.dateTime(iso, c.timezone) : '');
  const yesNo = (value: boolean) => (value ? t('answerYes') : t('answerNo'));
  const { owner } = action;
  const shown = withShownWords(language) ? [text(action.shownText)] : [];
  return [
    ...keyCells(language, c),
    action.section ? labels.section(action.section) : '',
    text(action.itemText),
    text(action.failureComment),
    action.priority ?? '',
    actionStatusText(language, action.status),
    local(action.openedAt),
    action.openedAt,
    text(action.openedByName),
    local(action.dueAt),
    action.dueAt,
    yesNo(isOverdue(action, now)),
    text(owner?.name),
    text(owner?.kind === 'contractor' ? owner.email : null),
    local(action.doneAt),
    action.doneAt ?? '',
    text(action.doneByName),
    text(action.doneNote),
    action.productOutcome ? productOutcomeText(language, action.productOutcome) : '',
    local(action.verifiedAt),
    action.verifiedAt ?? '',
    text(action.verifiedByName),
    text(action.reopenReason),
    yesNo(action.recurring),
    ...shown,
  ];
}
