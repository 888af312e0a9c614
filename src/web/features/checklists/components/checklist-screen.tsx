import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { allItemsDone } from '#domain/checklists/progress';
import type { Section } from '#domain/sections';
import { DownloadLink } from '#web/components/ui/download-link';
import { importWhenOnline } from '#web/lib/import-when-online';
import { dismissRefusedWrites } from '#web/lib/offline-queue';
import { authorize } from '#domain/authz';
import { useCurrentUser } from '#web/lib/current-user';
import { useLabels, useT } from '#web/lib/i18n';
import { useOnlineStatus } from '#web/lib/online-status';
import { useAddTarget } from '../api/add-target';
import { useDeleteTarget } from '../api/delete-target';
import { checklistScope } from '../api/pending-write';
import { useSaveFeedback } from '../api/save-feedback';
import { useUpdateChecklistField } from '../api/update-checklist';
import { useUpdateItem } from '../api/update-item';
import { useUpdateTarget } from '../api/update-target';
import type { ChecklistWritesState } from '../hooks/use-checklist-writes';
import { useSaveStatus } from '../hooks/use-save-status';
import { checklistMessages } from '../messages';
import { AreaLeadersCard } from './area-leaders-card';
import { BackLink } from './back-link';
import { ChecklistHeader } from './checklist-header';
import { TakeOverNotice } from './take-over-notice';
import { HistoryCard } from './history-card';
import { queuePhotoUpload } from '../api/photos';
import { IssueDetailsDialog, type HeldPhotos } from './issue-details-dialog';
import type { GivenAnswer } from './answer-entry';
import { NotApplicableDialog } from './not-applicable-dialog';
import { ChecklistPhotosProvider } from './photos/photos-context';
import { StorageFullNotice } from './photos/storage-full-notice';
import { PostShiftAnalysisCard } from './post-shift-analysis-card';
import { SectionItems } from './section-items';
import { SectionTabBar } from './section-tab-bar';
import { SectionTabPanel, useSectionTabIds } from './section-tabs';
import { SectionDue } from '#web/components/due/section-due';
import { useNow } from '#web/lib/use-now';
import { ShiftResultsCard } from './shift-results-card';
import { ShiftTargetsCard } from './shift-targets-card';
import { StoreFeedbackCard } from './store-feedback-card';

/** The day's signature on the records: loaded after the checklist, never with its first code. */
const DayRecordsNote = lazy(() =>
  importWhenOnline(() => import('#web/components/records/day-records-note')),
);

/** Record confidence, for the store's managers only: its code never loads for a shift leader. */
const ChecklistSignalsCard = lazy(() =>
  importWhenOnline(() =>
    import('#web/components/signals/checklist-signals-card').then((m) => ({
      default: m.ChecklistSignalsCard,
    })),
  ),
);

/** SPEC §2: a section shown by its tab starts 100 px below the top, clear of the header bar. */
export const SECTION_SCROLL_OFFSET_PX = 100;

export function ChecklistScreen({
  detail,
  writes,
}: {
  detail: ChecklistDetail;
  writes: ChecklistWritesState;
}) {
  const t = useT(checklistMessages);
  const labels = useLabels();
  const user = useCurrentUser();
  const id = detail.id;
  const reviewsRecords = authorize(user, 'signals:view', { storeId: detail.storeId });
  const editable = detail.abilities.edit;
  const online = useOnlineStatus() && writes.problem?.kind !== 'offline';
  const saveStatus = useSaveStatus(writes);
  const now = useNow();
  const updateItem = useUpdateItem(id, detail.translations);
  const updateField = useUpdateChecklistField(id);
  const updateTarget = useUpdateTarget(id);
  const saveFeedback = useSaveFeedback(id);
  const addTarget = useAddTarget(id);
  const deleteTarget = useDeleteTarget(id);
  const [tab, setTab] = useState<Section>('pre-shift');
  const [issueItem, setIssueItem] = useState<ChecklistItem | null>(null);
  /** A reading or answer that fails, held until Issue Details says what was done about it. */
  const [breach, setBreach] = useState<GivenAnswer | null>(null);
  const [naItem, setNaItem] = useState<ChecklistItem | null>(null);
  const panels = useRef<HTMLDivElement>(null);

  const tabIds = useSectionTabIds();

  const selectTab = useCallback((value: Section) => {
    setTab(value);
    requestAnimationFrame(() => {
      const top =
        (panels.current?.getBoundingClientRect().top ?? 0) +
        window.scrollY -
        SECTION_SCROLL_OFFSET_PX;
      // Only upwards: near the top of the page the header stays in view.
      if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top) });
    });
  }, []);

  const onTick = useCallback(
    (item: ChecklistItem) => updateItem(item, { type: 'complete', completed: !item.completed }),
    [updateItem],
  );
  const onAnswer = useCallback(
    (given: GivenAnswer) => {
      if (!given.fails) {
        updateItem(given.item, given.change);
        return;
      }
      setBreach(given);
      setIssueItem(given.item);
    },
    [updateItem],
  );
  const openIssue = useCallback((item: ChecklistItem) => {
    setBreach(null);
    setIssueItem(item);
  }, []);
  const onIssue = (item: ChecklistItem, changes: ItemChange[], photos: HeldPhotos) => {
    // The failure first, as the server takes photos only on an item that has failed; then the
    // photos; then a resolution, which an item needing a photo of the problem waits for.
    const resolves = (change: ItemChange) => change.type === 'resolve' && change.resolved;
    for (const change of changes.filter((change) => !resolves(change))) updateItem(item, change);
    // Each upload named by the item as the leader reads it.
    const words = detail.translations?.items[item.id]?.text ?? item.text;
    for (const kind of ['failure', 'resolution'] as const) {
      for (const photo of photos[kind])
        queuePhotoUpload(id, { kind, itemId: item.id }, photo, words);
    }
    for (const change of changes.filter(resolves)) updateItem(item, change);
  };
  const onNotApplicable = useCallback((item: ChecklistItem) => setNaItem(item), []);
  const rowProps = {
    items: detail.items,
    translations: detail.translations,
    actions: detail.actions,
    deliveryService: detail.deliveryService,
    editable,
    temperatureUnit: detail.temperatureUnit,
    timeZone: detail.storeTimezone,
    onTick,
    onOpenIssue: openIssue,
    onAnswer,
    onNotApplicable,
  };
  // The section on screen draws its first cards at once; the rest card by card after them.
  const sectionItems = (section: Section) => ({ section, shown: tab === section, ...rowProps });
  const targetError = addTarget.error?.message ?? deleteTarget.error?.message ?? null;
  const complete = allItemsDone(detail.items) || detail.progress === 100;
  const canWrite = editable || detail.abilities.addFeedback || detail.abilities.editFeedback;

  const sectionHeading = (section: Section) => (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-semibold tracking-tight">{labels.section(section)}</h2>
      <SectionDue
        timing={detail.timing}
        section={section}
        timeZone={detail.storeTimezone}
        now={now}
      />
    </div>
  );

  return (
    // Room below the last card for the tab bar, and for the refused-changes list when it shows.
    <ChecklistPhotosProvider checklistId={id} photos={detail.photos}>
      <div className={writes.refused.length > 0 ? 'pb-72' : 'pb-40'}>
        <div className="flex flex-wrap items-start justify-between gap-2" data-print="hide">
          <BackLink />
          <DownloadLink href={`/api/checklists/${id}/pdf`} className="mb-3">
            {t('downloadPdf')}
          </DownloadLink>
        </div>
        <div className="space-y-4">
          <ChecklistHeader detail={detail} />
          <StorageFullNotice />
          {!editable && <TakeOverNotice detail={detail} online={online} />}
          {complete && <StoreFeedbackCard detail={detail} onSave={saveFeedback} />}

          <div ref={panels} className="scroll-mt-[100px]">
            <SectionTabPanel ids={tabIds} section="pre-shift" selected={tab}>
              {sectionHeading('pre-shift')}
              <SectionItems
                {...sectionItems('pre-shift')}
                before={[
                  <AreaLeadersCard
                    key="area-leaders"
                    detail={detail}
                    editable={editable}
                    onSave={updateField}
                  />,
                  <ShiftTargetsCard
                    key="targets"
                    targets={detail.shiftTargets}
                    editable={editable}
                    online={online}
                    busy={addTarget.isPending || deleteTarget.isPending}
                    error={targetError}
                    onAdd={() => addTarget.mutate()}
                    onDelete={(targetId) => deleteTarget.mutate(targetId)}
                    onSaveText={(targetId, text) => updateTarget(targetId, 'text', text)}
                  />,
                ]}
              />
            </SectionTabPanel>
            <SectionTabPanel ids={tabIds} section="travel-path" selected={tab}>
              {sectionHeading('travel-path')}
              <SectionItems {...sectionItems('travel-path')} />
            </SectionTabPanel>
            <SectionTabPanel ids={tabIds} section="post-shift" selected={tab}>
              {sectionHeading('post-shift')}
              <SectionItems
                {...sectionItems('post-shift')}
                after={[
                  <ShiftResultsCard
                    key="results"
                    targets={detail.shiftTargets}
                    editable={editable}
                    onAchievedChange={(targetId, achieved) =>
                      updateTarget(targetId, 'achieved', achieved)
                    }
                    onCommentChange={(targetId, comment) =>
                      updateTarget(targetId, 'comment', comment)
                    }
                  />,
                  <PostShiftAnalysisCard
                    key="analysis"
                    value={detail.postShiftAnalysis}
                    editable={editable}
                    onSave={(value) => updateField('postShiftAnalysis', value)}
                  />,
                ]}
              />
            </SectionTabPanel>
          </div>
          {/* After the items, which its late arrival would otherwise push down under a finger. */}
          <Suspense fallback={null}>
            <DayRecordsNote
              storeId={detail.storeId}
              date={detail.businessDate}
              timeZone={detail.storeTimezone}
            />
          </Suspense>
          <SectionTabBar
            ids={tabIds}
            selected={tab}
            onSelect={selectTab}
            items={detail.items}
            saveStatus={canWrite || writes.queued > 0 ? saveStatus : null}
            refused={writes.refused}
            onDismissRefused={() => dismissRefusedWrites(checklistScope(id))}
          />

          {reviewsRecords && (
            <Suspense fallback={null}>
              <ChecklistSignalsCard checklistId={id} />
            </Suspense>
          )}
          <HistoryCard checklistId={id} timeZone={detail.storeTimezone} />
        </div>

        <NotApplicableDialog
          item={naItem}
          itemText={naItem && (detail.translations?.items[naItem.id]?.text ?? naItem.text)}
          onOpenChange={(open) => {
            if (!open) setNaItem(null);
          }}
          onSubmit={(item, reason) => updateItem(item, { type: 'not-applicable', reason })}
        />
        <IssueDetailsDialog
          item={issueItem}
          action={issueItem ? detail.actions[issueItem.id] : undefined}
          timeZone={detail.storeTimezone}
          given={breach}
          unit={detail.temperatureUnit}
          itemText={issueItem && (detail.translations?.items[issueItem.id]?.text ?? issueItem.text)}
          onOpenChange={(open) => {
            if (open) return;
            setIssueItem(null);
            setBreach(null);
          }}
          onSubmit={onIssue}
        />
      </div>
    </ChecklistPhotosProvider>
  );
}
