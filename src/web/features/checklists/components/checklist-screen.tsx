import { useCallback, useRef, useState } from 'react';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { allItemsDone } from '#domain/checklists/progress';
import type { Section } from '#domain/sections';
import { DownloadLink } from '#web/components/ui/download-link';
import { dismissRefusedWrites } from '#web/lib/offline-queue';
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
  const id = detail.id;
  const editable = detail.abilities.edit;
  const online = useOnlineStatus() && writes.problem?.kind !== 'offline';
  const saveStatus = useSaveStatus(writes);
  const now = useNow();
  const updateItem = useUpdateItem(id);
  const updateField = useUpdateChecklistField(id);
  const updateTarget = useUpdateTarget(id);
  const saveFeedback = useSaveFeedback(id);
  const addTarget = useAddTarget(id);
  const deleteTarget = useDeleteTarget(id);
  const [tab, setTab] = useState<Section>('pre-shift');
  const [issueItem, setIssueItem] = useState<ChecklistItem | null>(null);
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
  const onIssue = (item: ChecklistItem, changes: ItemChange[], photos: HeldPhotos) => {
    for (const change of changes) updateItem(item, change);
    // After the changes: the server takes photos only on an item that has failed.
    for (const kind of ['failure', 'resolution'] as const) {
      for (const photo of photos[kind]) {
        queuePhotoUpload(id, { kind, itemId: item.id }, photo, item.text);
      }
    }
  };
  const rowProps = {
    items: detail.items,
    translations: detail.translations,
    deliveryService: detail.deliveryService,
    editable,
    onTick,
    onOpenIssue: setIssueItem,
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
          <SectionTabBar
            ids={tabIds}
            selected={tab}
            onSelect={selectTab}
            items={detail.items}
            saveStatus={canWrite || writes.queued > 0 ? saveStatus : null}
            refused={writes.refused}
            onDismissRefused={() => dismissRefusedWrites(checklistScope(id))}
          />

          <HistoryCard checklistId={id} timeZone={detail.storeTimezone} />
        </div>

        <IssueDetailsDialog
          item={issueItem}
          itemText={issueItem && (detail.translations?.items[issueItem.id]?.text ?? issueItem.text)}
          onOpenChange={(open) => !open && setIssueItem(null)}
          onSubmit={onIssue}
        />
      </div>
    </ChecklistPhotosProvider>
  );
}
