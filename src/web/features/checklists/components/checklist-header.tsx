import type { ChecklistDetail } from '#domain/checklists/api';
import { displayedProgress, ringColour } from '#domain/checklists/progress';
import { Badge } from '#web/components/ui/badge';
import { Card } from '#web/components/ui/card';
import { ProgressRing } from '#web/components/ui/progress-ring';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { checklistMessages } from '../messages';
import { StatusBadge } from './status-badge';

function Fact({ term, children }: { term: string; children: string }) {
  const t = useT(checklistMessages);
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-slate-600 dark:text-slate-400">{t('factTerm', { term })}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

export function ChecklistHeader({ detail }: { detail: ChecklistDetail }) {
  const t = useT(checklistMessages);
  const labels = useLabels();
  const itemLabels = useItemLabels();
  const format = useFormat();
  const progress = displayedProgress(detail.items, detail.progress);
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="blue">{labels.shiftName(detail.category)}</Badge>
            <StatusBadge status={detail.status} openIssues={detail.openIssues} />
          </div>
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{t('heading')}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {itemLabels.checklistTitle(detail.businessDate, detail.category)}
          </p>
        </div>
        <ProgressRing
          value={progress}
          tone={ringColour(detail.items)}
          label={t('progressLabel')}
          className="mt-1"
        />
      </div>
      <dl className="mt-3 grid gap-1 border-t border-slate-200 pt-3 text-sm sm:grid-cols-2 dark:border-slate-800">
        <Fact term={t('createdBy')}>{detail.creatorName}</Fact>
        <Fact term={t('created')}>{format.dateTime(detail.createdAt, detail.storeTimezone)}</Fact>
        {detail.takenOverByName && detail.takenOverAt && (
          <Fact term={t('takenOverBy')}>
            {t('takenOverValue', {
              name: detail.takenOverByName,
              when: format.dateTime(detail.takenOverAt, detail.storeTimezone),
            })}
          </Fact>
        )}
        {detail.serviceAreaLeader.trim() && (
          <Fact term={t('serviceAreaLeader')}>{detail.serviceAreaLeader}</Fact>
        )}
        {detail.productionAreaLeader.trim() && (
          <Fact term={t('productionAreaLeader')}>{detail.productionAreaLeader}</Fact>
        )}
      </dl>
    </Card>
  );
}
