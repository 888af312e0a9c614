import { useState } from 'react';
import type { ChecklistDetail } from '#domain/checklists/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useTakeOver } from '../api/take-over';

/**
 * Shown to someone of the store who may not change the checklist: who runs it, and — on the
 * shift's own day — Take over, for when that leader has gone home and the shift goes on.
 */
export function TakeOverNotice({ detail, online }: { detail: ChecklistDetail; online: boolean }) {
  const takeOver = useTakeOver(detail.id);
  const [confirming, setConfirming] = useState(false);
  const runBy = detail.takenOverByName ?? detail.creatorName;

  if (!detail.abilities.takeOver) {
    return (
      <Alert tone="info">
        You are viewing this checklist. Only the shift leader who created it can change it.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <p>
        {runBy} is running this checklist. If they have handed over the shift, take it over to carry
        on: from then on only you can change it, and its History says so.
      </p>
      <div className="mt-3">
        {confirming ? (
          <InlineConfirm
            label="Take over this checklist?"
            question="Take over?"
            disabled={takeOver.isPending}
            onConfirm={() => {
              setConfirming(false);
              takeOver.mutate();
            }}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={!online || takeOver.isPending}
            onClick={() => setConfirming(true)}
          >
            {takeOver.isPending ? 'Taking over...' : 'Take over checklist'}
          </Button>
        )}
      </div>
      {!online && <p className="mt-2 text-sm">Taking over needs a connection.</p>}
      {takeOver.isError && <p className="mt-2 text-sm font-medium">{takeOver.error.message}</p>}
    </Alert>
  );
}
