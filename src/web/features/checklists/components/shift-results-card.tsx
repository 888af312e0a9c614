import type { ShiftTarget } from '#domain/checklists/api';
import { SHIFT_RESULT_COMMENT_MAX_LENGTH } from '#domain/checklists/messages';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { checklistMessages } from '../messages';
import { AutosaveTextarea } from './autosave-input';

function ResultToggle({
  number,
  achieved,
  editable,
  onChange,
}: {
  /** The target's number, as the targets card shows it. */
  number: number;
  achieved: boolean;
  editable: boolean;
  onChange: (achieved: boolean) => void;
}) {
  const t = useT(checklistMessages);
  const itemLabels = useItemLabels();
  const option = (value: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={achieved === value}
      disabled={!editable}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold transition-colors disabled:cursor-default',
        achieved === value
          ? value
            ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-slate-950'
            : 'bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-950'
          : 'text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700',
      )}
    >
      {text}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('resultFor', { number })}
      className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:max-w-sm dark:bg-slate-800"
    >
      {option(true, itemLabels.shiftResult(true))}
      {option(false, itemLabels.shiftResult(false))}
    </div>
  );
}

/**
 * SPEC §4 "Targets and results": every target with text, Achieved or Not Achieved (the default)
 * and a comment. Numbers match the targets card, so 'Target 3' is the same target in both.
 */
export function ShiftResultsCard({
  targets,
  editable,
  onAchievedChange,
  onCommentChange,
}: {
  targets: readonly ShiftTarget[];
  editable: boolean;
  onAchievedChange: (targetId: string, achieved: boolean) => void;
  onCommentChange: (targetId: string, comment: string) => void;
}) {
  const t = useT(checklistMessages);
  const listed = targets
    .map((target, index) => ({ target, number: index + 1 }))
    .filter(({ target }) => target.text.trim() !== '');
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('resultsTitle')}</h2>
      </CardHeader>
      <CardBody>
        {listed.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('resultsEmpty')}</p>
        ) : (
          <ul className="space-y-5">
            {listed.map(({ target, number }) => (
              <li key={target.id} className="space-y-2" data-testid="shift-result">
                <p className="text-sm">
                  <span className="font-semibold">
                    {t('factTerm', { term: t('target', { number }) })}{' '}
                  </span>
                  <span className="break-words">{target.text}</span>
                </p>
                <ResultToggle
                  number={number}
                  achieved={target.achieved === true}
                  editable={editable}
                  onChange={(achieved) => onAchievedChange(target.id, achieved)}
                />
                <AutosaveTextarea
                  label={t('commentFor', { number })}
                  value={target.comment}
                  onSave={(comment) => onCommentChange(target.id, comment)}
                  readOnly={!editable}
                  maxLength={SHIFT_RESULT_COMMENT_MAX_LENGTH}
                  rows={2}
                />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
