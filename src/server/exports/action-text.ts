// What the documents say of a corrective action, in their language: its status, the product's
// outcome, whether it is overdue. The CSV and the PDFs say it alike.
import { isOutstanding, type ActionStatus } from '#domain/actions/actions';
import type { ProductOutcome } from '#domain/actions/api';
import type { ExportAction } from './action-repository';
import type { DocumentLanguage } from './document-texts';

/** The catalogue's select cases: a select's case is a word, so the hyphenated values are renamed. */
const STATUS_CASES: Record<ActionStatus, string> = {
  open: 'open',
  'in-progress': 'inProgress',
  done: 'done',
  verified: 'verified',
};

const OUTCOME_CASES: Record<ProductOutcome, string> = {
  discarded: 'discarded',
  're-chilled': 'reChilled',
  reheated: 'reheated',
  other: 'other',
};

/** 'Open', 'In progress', 'Done', 'Verified'. */
export const actionStatusText = ({ t }: DocumentLanguage, status: ActionStatus): string =>
  t('actionStatus', { status: STATUS_CASES[status] });

/** 'Discarded', 'Re-chilled', 'Reheated', 'Other'. */
export const productOutcomeText = ({ t }: DocumentLanguage, outcome: ProductOutcome): string =>
  t('productOutcome', { outcome: OUTCOME_CASES[outcome] });

/**
 * Still to be done and past its due time when the document is made: a done action is never
 * overdue, however late it was done (its done time says when).
 */
export const isOverdue = (action: Pick<ExportAction, 'status' | 'dueAt'>, now: Date): boolean =>
  isOutstanding(action.status) && Date.parse(action.dueAt) < now.getTime();
