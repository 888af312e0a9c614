import type { TemperatureUnit } from '#domain/readings/units';
import { limitText, unitSymbol } from '#domain/readings/spec';
import { useFormat, useT } from '#web/lib/i18n';
import { answerWords } from '../api/write-labels';
import { checklistMessages } from '../messages';
import type { GivenAnswer } from './answer-entry';

/** The reading and the limit it is outside of, or the answer that fails, as the leader gave it. */
export function Breach({ given, unit }: { given: GivenAnswer; unit: TemperatureUnit }) {
  const t = useT(checklistMessages);
  const format = useFormat();
  const { item, change } = given;
  const box =
    'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100';
  if (change.type === 'answer') {
    return (
      <div role="status" className={box}>
        <p className="font-semibold">{t('answerFails')}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>{t('answerTerm')}</dt>
          <dd data-testid="breach-answer" className="font-semibold break-words">
            {answerWords(change.value, t)}
          </dd>
        </dl>
      </div>
    );
  }
  if (!item.measure) return null;
  return (
    <div role="status" className={box}>
      <p className="font-semibold">{t('readingOutside')}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt>{t('readingTerm')}</dt>
        <dd
          data-testid="breach-reading"
          dir="ltr"
          className="justify-self-start font-semibold tabular-nums"
        >
          {`${format.number(Number(change.value))}\u00a0${unitSymbol(change.unit)}`}
        </dd>
        <dt>{t('limitTerm')}</dt>
        <dd data-testid="breach-limit" dir="ltr" className="justify-self-start tabular-nums">
          {limitText(item.measure, unit, format.number)}
        </dd>
      </dl>
    </div>
  );
}
