import { useState } from 'react';
import type { ChecklistDetail } from '#domain/checklists/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useT } from '#web/lib/i18n';
import { useTakeOver } from '../api/take-over';
import { checklistMessages } from '../messages';

/**
 * Shown to someone of the store who may not change the checklist: who runs it, and — on the
 * shift's own day — Take over, for when that leader has gone home and the shift goes on.
 */
export function TakeOverNotice({ detail, online }: { detail: ChecklistDetail; online: boolean }) {
  const t = useT(checklistMessages);
  const takeOver = useTakeOver(detail.id);
  const [confirming, setConfirming] = useState(false);
  const runBy = detail.takenOverByName ?? detail.creatorName;

  if (!detail.abilities.takeOver) {
    return <Alert tone="info">{t('viewOnly')}</Alert>;
  }
  return (
    <Alert tone="info">
      <p>{t('runBy', { name: runBy })}</p>
      <div className="mt-3">
        {confirming ? (
          <InlineConfirm
            label={t('takeOverConfirmLabel')}
            question={t('takeOverQuestion')}
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
            {takeOver.isPending ? t('takingOver') : t('takeOver')}
          </Button>
        )}
      </div>
      {!online && <p className="mt-2 text-sm">{t('takeOverNeedsConnection')}</p>}
      {takeOver.isError && <p className="mt-2 text-sm font-medium">{takeOver.error.message}</p>}
    </Alert>
  );
}
