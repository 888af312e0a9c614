import type { ChecklistItem } from '#domain/checklists/api';
import { leftToRight, limitText, readingUnitOf, unitSymbol } from '#domain/readings/spec';
import type { TemperatureUnit } from '#domain/readings/units';
import { parseReading, READING_TEXT_MAX_LENGTH } from '#domain/readings/value';
import { inputClass } from '#web/components/ui/text-field';
import { cn } from '#web/components/ui/cn';
import { useFormat, useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';
import { EntryForm, useTypedEntry, type EntryProps } from './answer-entry';

/**
 * A reading item's box: the number pad opens on a phone (`inputmode="decimal"`, with a minus
 * sign), the store's unit and the limit sit beside it, and the last reading shows under it, red
 * when it was outside. A reading inside the limit saves at once; one outside it goes to Issue
 * Details, which asks what was done before anything is saved.
 */
export function ReadingEntry({
  item,
  unit,
  timeZone,
  textId,
  onAnswer,
}: EntryProps & { unit: TemperatureUnit }) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const entry = useTypedEntry();
  const measure = item.measure;
  if (!measure) return null;
  const symbol = unitSymbol(readingUnitOf(measure, unit));
  const limitId = `${entry.id}-limit`;
  const limit = t('readingLimit', {
    limit: leftToRight(limitText(measure, unit, format.number)),
  });
  const last = item.answerValue !== null && item.answerUnit !== null && (
    <LastReading item={item} timeZone={timeZone} />
  );

  if (!onAnswer) {
    return (
      <div className="space-y-1 ps-12 pe-2 pb-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">{limit}</p>
        {last}
      </div>
    );
  }

  function save() {
    if (!measure || !onAnswer) return;
    const parsed = parseReading(entry.value, measure, readingUnitOf(measure, unit), unit);
    if (!parsed.ok) return entry.refuse(parsed.message);
    entry.taken();
    const { reading } = parsed;
    const change = { type: 'record' as const, value: reading.text, unit: reading.unit };
    onAnswer({ item, change, fails: !reading.within });
  }

  return (
    <EntryForm
      onSave={save}
      error={entry.error}
      errorId={entry.errorId}
      note={
        <p id={limitId} className="text-sm text-slate-600 dark:text-slate-400">
          {limit}
        </p>
      }
      after={last}
    >
      <div className="w-24 shrink-0">
        <input
          // A number pad with a decimal point; the minus sign is typed from it or as −.
          inputMode="decimal"
          enterKeyHint="done"
          autoComplete="off"
          maxLength={READING_TEXT_MAX_LENGTH}
          aria-labelledby={textId}
          aria-describedby={entry.error ? `${entry.errorId} ${limitId}` : limitId}
          aria-invalid={entry.error ? true : undefined}
          value={entry.value}
          placeholder={item.answerValue === null ? '' : format.number(Number(item.answerValue))}
          onChange={entry.onChange}
          className={cn(inputClass, 'text-end tabular-nums')}
        />
      </div>
      <span aria-hidden="true" className="text-base font-medium">
        {symbol}
      </span>
    </EntryForm>
  );
}

/** The last reading, its time in the store's zone, and whether it was outside the limit. */
function LastReading({ item, timeZone }: { item: ChecklistItem; timeZone: string }) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const outside = item.failed && !item.resolved;
  const symbol = unitSymbol(item.answerUnit ?? '');
  const reading = leftToRight(`${format.number(Number(item.answerValue))}\u00a0${symbol}`);
  return (
    <p
      data-testid="last-reading"
      className={cn(
        'text-sm font-medium',
        outside ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300',
      )}
    >
      {t(outside ? 'lastReadingOutside' : 'lastReading', {
        reading,
        time: item.answeredAt ? format.time(item.answeredAt, timeZone) : '',
      })}
    </p>
  );
}
