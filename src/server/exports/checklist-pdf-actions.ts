// A failure's corrective action as an inspector reads it under the failed item (docs/decisions/
// 047): whether it is in hand, who has it and by when, what was done with the food, and whether a
// manager checked it. Beside the failure itself rather than in a block of its own, so that each
// problem and what became of it read together.
import type { ExportAction } from './action-repository';
import { actionStatusText, isOverdue, productOutcomeText } from './action-text';
import { note, type PdfWriter } from './pdf-layout';

/** The action's lines sit under its summary, further in than the failure's own. */
const DETAIL_INDENT = 28;

function ownerLine(w: PdfWriter, owner: ExportAction['owner']): string {
  if (owner === null) return w.t('actionNoOwner');
  return owner.kind === 'contractor'
    ? w.t('actionOwnerContractor', { name: owner.name, email: owner.email })
    : w.t('actionOwner', { name: owner.name });
}

/**
 * The action's status and due time (overdue when still to be done past it, at `now`, when the
 * document is made), its owner, when and by whom it was done with what was done and the product's
 * outcome, its verification or "Not verified", and why it was reopened or that it recurs.
 */
export function writeItemAction(
  w: PdfWriter,
  action: ExportAction,
  timeZone: string,
  now: Date,
): void {
  const { t, formats } = w;
  const at = (iso: string) => formats.dateTime(iso, timeZone);
  const summary = { status: actionStatusText(w, action.status), due: at(action.dueAt) };
  note(
    w,
    isOverdue(action, now) ? t('actionSummaryOverdue', summary) : t('actionSummary', summary),
  );
  const detail = (line: string) => note(w, line, DETAIL_INDENT);
  detail(ownerLine(w, action.owner));
  if (action.reopenReason) detail(t('actionReopened', { reason: action.reopenReason }));
  if (action.doneAt) {
    const time = at(action.doneAt);
    detail(
      action.doneByName ? t('doneAtBy', { time, name: action.doneByName }) : t('doneAt', { time }),
    );
    if (action.doneNote) detail(t('actionWhatWasDone', { note: action.doneNote }));
    if (action.productOutcome) {
      detail(t('actionProduct', { outcome: productOutcomeText(w, action.productOutcome) }));
    }
  }
  detail(
    action.verifiedAt
      ? t('actionVerified', {
          time: at(action.verifiedAt),
          name: action.verifiedByName ?? t('unknownUser'),
        })
      : t('actionNotVerified'),
  );
  if (action.recurring) detail(t('actionRecurring'));
}
