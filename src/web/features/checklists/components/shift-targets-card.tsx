import Plus from 'lucide-react/icons/plus';
import type { ShiftTarget } from '#domain/checklists/api';
import { SHIFT_TARGETS_MAX } from '#domain/checklists/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';
import { ShiftTargetBox } from './shift-target-box';

export function ShiftTargetsCard({
  targets,
  editable,
  online,
  busy,
  error,
  onAdd,
  onDelete,
  onSaveText,
}: {
  targets: readonly ShiftTarget[];
  editable: boolean;
  online: boolean;
  busy: boolean;
  error: string | null;
  onAdd: () => void;
  onDelete: (targetId: string) => void;
  onSaveText: (targetId: string, text: string) => void;
}) {
  const t = useT(checklistMessages);
  const full = targets.length >= SHIFT_TARGETS_MAX;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold">{t('targetsTitle')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('targetsHint')}</p>
        </div>
        {editable && (
          <Button
            variant="secondary"
            size="md"
            onClick={onAdd}
            disabled={!online || busy || full}
            aria-describedby={!online ? 'targets-offline-hint' : undefined}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('addTarget')}
          </Button>
        )}
      </CardHeader>
      <CardBody className="space-y-3">
        {editable && !online && (
          <p id="targets-offline-hint" className="text-sm text-amber-800 dark:text-amber-300">
            {t('targetsNeedConnection')}
          </p>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {targets.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noTargets')}</p>
        ) : (
          <ol className="grid gap-3 md:grid-cols-2">
            {targets.map((target, index) => (
              <ShiftTargetBox
                key={target.id}
                target={target}
                number={index + 1}
                editable={editable}
                canDelete={online && !busy}
                onSaveText={onSaveText}
                onDelete={onDelete}
              />
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
