// An action's facts in the reader's words: what became of the food, when it is due (its status
// and owner: components/actions/action-words.ts, shared with the brief under a failure).
import type { ActionStatus } from '#domain/actions/actions';
import type { ProductOutcome } from '#domain/actions/api';
import type { Formats, Labels } from '#web/lib/i18n';
import type { ActionTexts } from '../messages';
import { dueState, hoursAndMinutes } from './due-state';

const OUTCOME_KEYS: Record<ProductOutcome, string> = {
  discarded: 'discarded',
  're-chilled': 'rechilled',
  reheated: 'reheated',
  other: 'other',
};

export function outcomeWords(t: ActionTexts, outcome: ProductOutcome): string {
  return t('outcomeName', { outcome: OUTCOME_KEYS[outcome] });
}

/** "Due in 25 min", "Overdue by 1 h 5 min", "Due Dec 2, 3:40 PM"; null once it is done. */
export function dueWords(
  t: ActionTexts,
  labels: Labels,
  format: Formats,
  action: { status: ActionStatus; dueAt: string; overdue?: boolean },
  now: Date,
): string | null {
  const state = dueState(action, now);
  switch (state.kind) {
    case 'finished':
      return null;
    case 'due-now':
      return t('dueNow');
    case 'overdue':
      return labels.overdue(state.minutes);
    case 'due-on':
      return t('dueOn', { when: format.dateTime(action.dueAt) });
    case 'due-in': {
      const { hours, minutes } = hoursAndMinutes(state.minutes);
      if (hours === 0) return t('dueInMinutes', { minutes });
      return minutes === 0
        ? t('dueInHours', { hours })
        : t('dueInHoursMinutes', { hours, minutes });
    }
  }
}
