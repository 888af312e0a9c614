import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { memo, useId, useState } from 'react';
import type { ActionBrief } from '#domain/actions/brief';
import type { ChecklistItem, ChecklistTranslations } from '#domain/checklists/api';
import { canShowFailButton, itemStatus, type ItemStatus } from '#domain/checklists/item-state';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';
import { FailureSummary } from './failure-summary';
import { ReadingEntry } from './reading-entry';
import { AnswerOptions, TextAnswer, type GivenAnswer } from './answer-entry';
import type { TemperatureUnit } from '#domain/readings/units';

const BOX: Record<ItemStatus, string> = {
  open: 'border-2 border-slate-400 bg-white dark:border-slate-500 dark:bg-slate-900',
  completed:
    'border-2 border-emerald-600 bg-emerald-600 text-white dark:border-emerald-500 dark:bg-emerald-500 dark:text-slate-950',
  'failed-unresolved':
    'border-2 border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-500 dark:text-slate-950',
  'failed-resolved':
    'border-2 border-red-600 bg-white text-red-700 dark:border-red-400 dark:bg-slate-900 dark:text-red-400',
};

const STATE_TEXT = {
  open: 'stateOpen',
  completed: 'stateDone',
  'failed-unresolved': 'stateFailedOpen',
  'failed-resolved': 'stateFailedResolved',
} as const satisfies Record<ItemStatus, string>;

function StateBox({ status, notApplicable }: { status: ItemStatus; notApplicable: boolean }) {
  if (notApplicable) {
    return (
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-md border-2 border-slate-500 bg-slate-100 text-[10px] font-bold text-slate-700 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-200"
      >
        N/A
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-md',
        BOX[status],
      )}
    >
      {status === 'completed' && <Check className="h-5 w-5" strokeWidth={3} />}
      {(status === 'failed-unresolved' || status === 'failed-resolved') && (
        <X className="h-5 w-5" strokeWidth={3} />
      )}
    </span>
  );
}

/** An item's words in the reader's language (the item's own are the source). */
type ShownItemText = ChecklistTranslations['items'][string];

/** The source words, one tap away from a translated item: what the template says in English. */
function OriginalText({
  item,
  textId,
  withOptions,
}: {
  item: ChecklistItem;
  textId: string;
  /** The translation words the options too: their English labels are shown with the text. */
  withOptions: boolean;
}) {
  const t = useT(checklistMessages);
  const [open, setOpen] = useState(false);
  const panelId = `${textId}-original`;
  return (
    <div className="ps-12 pe-2 pb-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={textId}
        onClick={() => setOpen((was) => !was)}
        className="min-h-11 rounded-md px-1 text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-100"
      >
        {open ? t('hideOriginal') : t('showOriginal')}
      </button>
      {open && (
        <div
          id={panelId}
          lang="en-GB"
          dir="ltr"
          className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        >
          <p className="font-medium break-words">{item.text}</p>
          {item.details && (
            <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">{item.details}</p>
          )}
          {withOptions && item.choices && (
            <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">
              {item.choices.map((option) => option.label).join(' · ')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export interface ItemRowProps {
  item: ChecklistItem;
  /** Its failure's corrective action, when it has failed and the server has it. */
  action?: ActionBrief | undefined;
  /** The item in the reader's language, when the checklist has it in theirs. */
  translation?: ShownItemText | undefined;
  /** Whether a translated item offers its source words (not for a variant of English). */
  showOriginal?: boolean;
  editable: boolean;
  /** The store's: readings are typed and limits shown in its unit, times in its zone. */
  temperatureUnit: TemperatureUnit;
  timeZone: string;
  onTick: (item: ChecklistItem) => void;
  onOpenIssue: (item: ChecklistItem) => void;
  /** A reading or an answer given: saved, or held for Issue Details when it fails. */
  onAnswer: (given: GivenAnswer) => void;
  /** Asks why the item does not apply. */
  onNotApplicable: (item: ChecklistItem) => void;
}

/**
 * One check. The whole text is the tick target (well over 44 px tall); a failed item opens its
 * Issue Details instead, because ticking must not silently clear a logged issue. Memoised: a
 * tick, a refetch or the clock redraws only the rows whose item changed (the query keeps
 * unchanged items as the same objects).
 */
export const ItemRow = memo(function ItemRow({
  item,
  action,
  translation,
  showOriginal = true,
  editable,
  temperatureUnit,
  timeZone,
  onTick,
  onOpenIssue,
  onAnswer,
  onNotApplicable,
}: ItemRowProps) {
  const t = useT(checklistMessages);
  const id = useId();
  const status = itemStatus(item);
  const textId = `${id}-text`;
  const detailsId = `${id}-details`;
  const stateId = `${id}-state`;
  const shown = translation ?? item;
  const notApplicable = item.naReason !== null;
  const naId = `${id}-na`;
  const body = (
    <>
      <StateBox status={status} notApplicable={notApplicable} />
      <span className="min-w-0 flex-1">
        <span id={textId} data-testid="item-text" className="block font-medium break-words">
          {shown.text}
        </span>
        {/* A space between the lines, so their words stay apart when read as one text. */}{' '}
        {shown.details && (
          <span
            id={detailsId}
            className="mt-0.5 block text-sm break-words text-slate-600 dark:text-slate-400"
          >
            {shown.details}
          </span>
        )}
        <span id={stateId} className="sr-only">
          {t(notApplicable ? 'stateNotApplicable' : STATE_TEXT[status])}
        </span>
      </span>
    </>
  );
  const rowClass =
    'flex min-h-14 min-w-0 flex-1 items-start gap-3 rounded-lg px-2 py-2.5 text-start';

  return (
    <li
      className="border-b border-slate-100 py-1 last:border-b-0 dark:border-slate-800"
      data-testid="checklist-item"
    >
      <div className="flex items-start gap-2">
        {/* An item that takes a reading or an answer is done by it, not by a tick. */}
        {!editable || (item.kind !== 'check' && !item.failed) ? (
          <div className={rowClass}>{body}</div>
        ) : item.failed ? (
          <button
            type="button"
            aria-haspopup="dialog"
            // Named by all the text it shows (WCAG 2.5.3); its state is the description.
            aria-labelledby={shown.details ? `${textId} ${detailsId}` : textId}
            aria-describedby={stateId}
            onClick={() => onOpenIssue(item)}
            className={cn(rowClass, 'hover:bg-slate-50 dark:hover:bg-slate-800/60')}
          >
            {body}
          </button>
        ) : (
          <button
            type="button"
            role="checkbox"
            aria-checked={item.completed}
            aria-labelledby={textId}
            aria-describedby={
              [shown.details ? detailsId : '', notApplicable ? naId : ''].join(' ').trim() ||
              undefined
            }
            onClick={() => onTick(item)}
            className={cn(rowClass, 'hover:bg-slate-50 dark:hover:bg-slate-800/60')}
          >
            {body}
          </button>
        )}
        {editable && item.naAllowed && !item.failed && (notApplicable || !item.completed) && (
          <button
            type="button"
            aria-haspopup={notApplicable ? undefined : 'dialog'}
            aria-describedby={textId}
            // An item marked N/A counts as done: unticking it takes the N/A back.
            onClick={() => (notApplicable ? onTick(item) : onNotApplicable(item))}
            className="mt-1.5 flex min-h-11 shrink-0 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t(notApplicable ? 'undoNotApplicable' : 'notApplicable')}
          </button>
        )}
        {editable && canShowFailButton(item) && !notApplicable && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={textId}
            onClick={() => onOpenIssue(item)}
            className="mt-1.5 flex min-h-11 shrink-0 items-center rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
          >
            {t('fail')}
          </button>
        )}
      </div>
      {notApplicable ? (
        <p
          id={naId}
          data-testid="not-applicable"
          className="ps-12 pe-2 pb-2 text-sm break-words text-slate-600 dark:text-slate-400"
        >
          {t('notApplicableReason', { reason: item.naReason ?? '' })}
        </p>
      ) : item.kind === 'reading' ? (
        <ReadingEntry
          item={item}
          unit={temperatureUnit}
          timeZone={timeZone}
          textId={textId}
          onAnswer={editable ? onAnswer : undefined}
        />
      ) : item.kind === 'yes-no' || item.kind === 'choice' ? (
        <AnswerOptions
          item={item}
          timeZone={timeZone}
          textId={textId}
          onAnswer={editable ? onAnswer : undefined}
          translatedOptions={translation?.options}
        />
      ) : item.kind === 'text' ? (
        <TextAnswer
          item={item}
          timeZone={timeZone}
          textId={textId}
          onAnswer={editable ? onAnswer : undefined}
        />
      ) : null}
      {translation && showOriginal && (
        <OriginalText item={item} textId={textId} withOptions={Boolean(translation.options)} />
      )}
      {item.failed && <FailureSummary item={item} action={action} timeZone={timeZone} />}
    </li>
  );
});
