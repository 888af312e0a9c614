import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { memo, useId, useState } from 'react';
import type { ChecklistItem } from '#domain/checklists/api';
import { canShowFailButton, itemStatus, type ItemStatus } from '#domain/checklists/item-state';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';
import { FailureSummary } from './failure-summary';

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

function StateBox({ status }: { status: ItemStatus }) {
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
export interface ShownItemText {
  text: string;
  details: string | null;
}

/** The source words, one tap away from a translated item: what the template says in English. */
function OriginalText({ item, textId }: { item: ChecklistItem; textId: string }) {
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
        </div>
      )}
    </div>
  );
}

export interface ItemRowProps {
  item: ChecklistItem;
  /** The item in the reader's language, when the checklist has it in theirs. */
  translation?: ShownItemText | undefined;
  /** Whether a translated item offers its source words (not for a variant of English). */
  showOriginal?: boolean;
  editable: boolean;
  onTick: (item: ChecklistItem) => void;
  onOpenIssue: (item: ChecklistItem) => void;
}

/**
 * One check. The whole text is the tick target (well over 44 px tall); a failed item opens its
 * Issue Details instead, because ticking must not silently clear a logged issue. Memoised: a
 * tick, a refetch or the clock redraws only the rows whose item changed (the query keeps
 * unchanged items as the same objects).
 */
export const ItemRow = memo(function ItemRow({
  item,
  translation,
  showOriginal = true,
  editable,
  onTick,
  onOpenIssue,
}: ItemRowProps) {
  const t = useT(checklistMessages);
  const id = useId();
  const status = itemStatus(item);
  const textId = `${id}-text`;
  const detailsId = `${id}-details`;
  const stateId = `${id}-state`;
  const shown = translation ?? item;
  const body = (
    <>
      <StateBox status={status} />
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
          {t(STATE_TEXT[status])}
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
        {!editable ? (
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
            aria-describedby={shown.details ? detailsId : undefined}
            onClick={() => onTick(item)}
            className={cn(rowClass, 'hover:bg-slate-50 dark:hover:bg-slate-800/60')}
          >
            {body}
          </button>
        )}
        {editable && canShowFailButton(item) && (
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
      {translation && showOriginal && <OriginalText item={item} textId={textId} />}
      {item.failed && <FailureSummary item={item} />}
    </li>
  );
});
