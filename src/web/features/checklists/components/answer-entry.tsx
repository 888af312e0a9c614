import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { judgeAnswer, TEXT_ANSWER_MAX_LENGTH, YES_NO } from '#domain/answers/kinds';
import { cn } from '#web/components/ui/cn';
import { FieldError } from '#web/components/ui/field-error';
import { inputClass } from '#web/components/ui/text-field';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { optionWords } from '#domain/templates/translations';
import { answerWords } from '../api/write-labels';
import { checklistMessages } from '../messages';

/** A reading or an answer given for an item, judged in the browser as the server will. */
export interface GivenAnswer {
  item: ChecklistItem;
  /** The change that saves it; one that fails is sent only with what was done about it. */
  change: Extract<ItemChange, { type: 'record' | 'answer' }>;
  fails: boolean;
}

/** What every entry of an item's answer is given. */
export interface EntryProps {
  item: ChecklistItem;
  /** The store's, in which the answer's time is shown. */
  timeZone: string;
  /** The item's text, which names the entry. */
  textId: string;
  /** Absent where the reader may not change the checklist: the answer given only. */
  onAnswer: ((given: GivenAnswer) => void) | undefined;
}

/** What is typed in an entry box, and why it was refused: cleared once it is taken. */
export function useTypedEntry() {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    id,
    value,
    error,
    errorId: `${id}-error`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setError(null);
    },
    refuse: (message: string) => setError(message),
    taken: () => {
      setError(null);
      setValue('');
    },
  };
}

/**
 * An entry box's form: Enter or its Save button saves (`onSave`); under the box, `note`, then
 * what was refused, then `after`.
 */
export function EntryForm({
  onSave,
  error,
  errorId,
  note,
  after,
  children,
}: {
  onSave: () => void;
  error: string | null;
  errorId: string;
  note?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(checklistMessages);
  const domainText = useDomainText();
  return (
    <form
      noValidate
      className="space-y-1.5 ps-12 pe-2 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="flex items-center gap-2">
        {children}
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t('saveReading')}
        </button>
      </div>
      {note}
      <FieldError id={errorId} message={error ? domainText(error) : undefined} />
      {after}
    </form>
  );
}

const OPTION_CLASS =
  'min-h-11 rounded-lg border px-4 text-sm font-semibold transition-colors focus-visible:outline-offset-2';
const OPTION_STATES = {
  idle: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  passed:
    'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950',
  failed:
    'border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-400 dark:text-slate-950',
} as const;

/**
 * Yes/No or a choice: one button per answer, the one given pressed (green when it passes, red
 * when it fails). An answer that passes saves at once; one that fails goes to Issue Details,
 * which asks what was done before anything is saved.
 */
export function AnswerOptions({
  item,
  timeZone,
  textId,
  onAnswer,
  translatedOptions,
}: EntryProps & {
  /** A choice's options in the reader's language, where its translation gives them. */
  translatedOptions?: readonly string[] | undefined;
}) {
  const t = useT(checklistMessages);
  const options =
    item.kind === 'yes-no'
      ? YES_NO.map((value) => ({ value, words: answerWords(value, t) }))
      : (item.choices ?? []).map((option) => ({
          value: option.label,
          words: optionWords(item.choices, translatedOptions, option.label),
        }));
  if (!onAnswer)
    return <LastAnswer item={item} timeZone={timeZone} translatedOptions={translatedOptions} />;
  return (
    <div className="space-y-1.5 ps-12 pe-2 pb-2">
      <div role="group" aria-labelledby={textId} className="flex flex-wrap gap-2">
        {options.map(({ value, words }) => {
          const judged = judgeAnswer(item, value);
          const fails = judged.ok && judged.fails;
          const given = item.answerValue === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={given}
              onClick={() => onAnswer({ item, change: { type: 'answer', value }, fails })}
              className={cn(
                OPTION_CLASS,
                OPTION_STATES[
                  given ? (item.failed && !item.resolved ? 'failed' : 'passed') : 'idle'
                ],
              )}
            >
              {words}
            </button>
          );
        })}
      </div>
      <LastAnswer item={item} timeZone={timeZone} translatedOptions={translatedOptions} />
    </div>
  );
}

/** A few words typed for the item (a batch number, a supplier), saved with its button. */
export function TextAnswer({ item, timeZone, textId, onAnswer }: EntryProps) {
  const entry = useTypedEntry();
  if (!onAnswer) return <LastAnswer item={item} timeZone={timeZone} />;

  function save() {
    if (!onAnswer) return;
    const judged = judgeAnswer(item, entry.value);
    if (!judged.ok) return entry.refuse(judged.message);
    entry.taken();
    onAnswer({ item, change: { type: 'answer', value: judged.value }, fails: judged.fails });
  }

  return (
    <EntryForm
      onSave={save}
      error={entry.error}
      errorId={entry.errorId}
      after={<LastAnswer item={item} timeZone={timeZone} />}
    >
      <input
        enterKeyHint="done"
        autoComplete="off"
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        aria-labelledby={textId}
        aria-describedby={entry.error ? entry.errorId : undefined}
        aria-invalid={entry.error ? true : undefined}
        value={entry.value}
        placeholder={item.answerValue ?? ''}
        onChange={entry.onChange}
        className={cn(inputClass, 'min-w-0 flex-1')}
      />
    </EntryForm>
  );
}

/** The answer given, its time in the store's zone, and whether it failed the check. */
function LastAnswer({
  item,
  timeZone,
  translatedOptions,
}: {
  item: ChecklistItem;
  timeZone: string;
  translatedOptions?: readonly string[] | undefined;
}) {
  const t = useT(checklistMessages);
  const format = useFormat();
  if (item.answerValue === null) return null;
  const fails = item.failed && !item.resolved;
  const answer = answerWords(
    item.kind === 'choice'
      ? optionWords(item.choices, translatedOptions, item.answerValue)
      : item.answerValue,
    t,
  );
  const time = item.answeredAt ? format.time(item.answeredAt, timeZone) : '';
  return (
    <p
      data-testid="last-answer"
      className={cn(
        'text-sm font-medium break-words',
        fails ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300',
      )}
    >
      {t(fails ? 'lastAnswerFails' : 'lastAnswer', { answer, time })}
    </p>
  );
}
