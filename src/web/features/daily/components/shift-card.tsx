import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ChecklistSummary, DayFailure } from '#domain/checklists/api';
import type { ShiftCategory, ShiftSetting } from '#domain/shifts';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { NotStartedPill, SectionDue } from '#web/components/due/section-due';
import { isNotStarted } from '#domain/due/section-status';
import type { ShiftTiming } from '#domain/due/shift-timing';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';
import { ChecklistStatusPill } from './checklist-status-pill';
import { DeleteChecklistButton } from './delete-checklist-dialog';
import { ShiftChecklistSummary } from './shift-checklist-summary';

export interface ShiftCardProps {
  category: ShiftCategory;
  setting: ShiftSetting;
  checklist: ChecklistSummary | undefined;
  /** Its checklist's failures with their corrective actions. */
  failures: readonly DayFailure[];
  dateLabel: string;
  canCreate: boolean;
  canDelete: boolean;
  creating: boolean;
  onCreate: () => void;
  /** When its sections are due (absent for a shift switched off without a checklist). */
  timing: ShiftTiming | undefined;
  timeZone: string;
  now: Date;
}

/** A checklist's failures and their actions: loaded once a card has some, not with the first page. */
const ShiftFailures = lazy(() =>
  import('./shift-failures').then((m) => ({ default: m.ShiftFailures })),
);

function DisabledShift() {
  const t = useT(dailyMessages);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <p className="font-medium text-slate-800 dark:text-slate-200">{t('shiftNotEnabled')}</p>
      <p className="mt-1">{t('shiftNotEnabledHint')}</p>
    </div>
  );
}

/** One shift of the day: its checklist at a glance, or the way to start one. */
export function ShiftCard({
  category,
  setting,
  checklist,
  failures,
  dateLabel,
  canCreate,
  canDelete,
  creating,
  onCreate,
  timing,
  timeZone,
  now,
}: ShiftCardProps) {
  const t = useT(dailyMessages);
  const format = useFormat();
  const labels = useLabels();
  const title = labels.shiftName(category);
  const headingId = `shift-${category}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid={`shift-card-${category}`}
      className="flex flex-col"
    >
      {/* The status sits beside the shift's times, so the title keeps one line on a phone. */}
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {t('shiftHours', {
                start: format.clock(setting.startTime),
                end: format.clock(setting.endTime),
              })}
            </p>
            {checklist && (
              <ChecklistStatusPill status={checklist.status} openIssues={checklist.openIssues} />
            )}
            {!checklist && timing && setting.enabled && isNotStarted(timing, now) && (
              <NotStartedPill />
            )}
          </div>
        </div>
        {checklist && canDelete && (
          <DeleteChecklistButton
            checklistId={checklist.id}
            shiftTitle={title}
            dateLabel={dateLabel}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 px-4 py-4">
        {!setting.enabled && <DisabledShift />}
        {checklist ? (
          <>
            <ShiftChecklistSummary
              checklist={checklist}
              shiftTitle={title}
              due={
                timing &&
                ((section) => (
                  <SectionDue timing={timing} section={section} timeZone={timeZone} now={now} />
                ))
              }
            />
            {failures.length > 0 && (
              <Suspense fallback={null}>
                <ShiftFailures failures={failures} timeZone={timeZone} />
              </Suspense>
            )}
            <Link
              to={`/checklists/${checklist.id}`}
              className="mt-auto inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {t('viewDetails')}
              <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            </Link>
          </>
        ) : (
          setting.enabled && (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('noChecklistYet')}</p>
              {canCreate && (
                <Button
                  className="mt-auto"
                  onClick={onCreate}
                  disabled={creating}
                  aria-label={t('createLabel', { shift: title })}
                >
                  <Plus aria-hidden="true" className="h-5 w-5" />
                  {creating ? t('creating') : t('create')}
                </Button>
              )}
            </>
          )
        )}
      </div>
    </Card>
  );
}
