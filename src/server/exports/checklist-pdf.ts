import type { ChecklistDetail, ChecklistEvent } from '#domain/checklists/api';
import { itemStatus, type ItemStatus } from '#domain/checklists/item-state';
import { SECTIONS } from '#domain/sections';
import type { ExportAction } from './action-repository';
import { writeItemAction } from './checklist-pdf-actions';
import { checklistTitleIn, STATE_KEYS } from './document-texts';
import { field, heading, note, text, title, type PdfWriter } from './pdf-layout';
import { writePhotoRow, type PdfPhotos } from './pdf-photos';
import { answerLine } from './answer-text';

export interface ChecklistPdfData {
  store: { name: string; storeNumber: string; timezone: string };
  checklist: ChecklistDetail;
  events: ChecklistEvent[];
  /** Names of the people who ticked items, by user id. */
  names: Map<string, string>;
  /** Photo thumbnails by photo id (loadPdfPhotos). */
  photos: PdfPhotos;
  /** Each failure's corrective action, by item id (actionsByItem). */
  actions: ReadonlyMap<string, ExportAction>;
  /** When the document is made: what decides an action is overdue. */
  now: Date;
}

function photosOf(
  data: ChecklistPdfData,
  kind: 'failure' | 'resolution' | 'feedback',
  itemId: string | null,
) {
  return data.checklist.photos.filter((p) => p.kind === kind && p.itemId === itemId);
}

const STATE_MARKS: Record<ItemStatus, string> = {
  completed: '[x]',
  'failed-unresolved': '[!]',
  'failed-resolved': '[r]',
  open: '[ ]',
};

function items(w: PdfWriter, data: ChecklistPdfData): void {
  const { checklist, names, store } = data;
  const { t, labels, formats } = w;
  const at = (iso: string | null) => (iso ? formats.dateTime(iso, store.timezone) : '');
  const shown = checklist.translations?.items ?? {};
  for (const section of SECTIONS) {
    heading(w, labels.section(section));
    const inSection = checklist.items.filter((item) => item.section === section);
    if (inSection.length === 0) note(w, t('noItems'), 0);
    let subsection: string | null = null;
    for (const item of inSection) {
      if (item.subsection && item.subsection !== subsection) {
        subsection = item.subsection;
        w.type.gap(0.2, 10);
        text(w, [
          {
            text: w.labels.subsection(subsection, data.checklist.deliveryService),
            bold: true,
          },
        ]);
      }
      const status = itemStatus(item);
      const state = t('itemState', { state: STATE_KEYS[status] });
      // The words the reader of this language was shown, the English they came from beneath.
      const words = shown[item.id];
      text(w, `${STATE_MARKS[status]} ${t('itemLine', { item: words?.text ?? item.text, state })}`);
      if (words) note(w, t('original', { text: item.text }));
      const answer = answerLine(w, item, checklist.temperatureUnit, words?.options);
      if (answer) note(w, answer);
      if (item.naReason !== null) note(w, t('itemNotApplicable', { reason: item.naReason }));
      if (item.completedAt) {
        const who = item.completedBy ? (names.get(item.completedBy) ?? t('unknownUser')) : '';
        const time = at(item.completedAt);
        note(w, who ? t('doneAtBy', { time, name: who }) : t('doneAt', { time }));
      }
      if (item.failed) {
        const comment = item.failureComment ?? '—';
        note(
          w,
          item.failurePriority
            ? t('failedWithPriority', { priority: item.failurePriority, comment })
            : t('failed', { comment }),
        );
        note(w, item.resolved ? t('resolvedAt', { time: at(item.resolvedAt) }) : t('notResolved'));
        const action = data.actions.get(item.id);
        if (action) writeItemAction(w, action, store.timezone, data.now);
        writePhotoRow(w, photosOf(data, 'failure', item.id), data.photos);
        writePhotoRow(w, photosOf(data, 'resolution', item.id), data.photos);
      }
    }
  }
}

function targets(w: PdfWriter, checklist: ChecklistDetail): void {
  heading(w, w.t('targetsTitle'));
  const listed = checklist.shiftTargets.filter((target) => target.text.trim() !== '');
  if (listed.length === 0) note(w, w.t('noTargets'), 0);
  listed.forEach((target, index) => {
    const result = target.achieved === true ? 'met' : 'notMet';
    text(
      w,
      w.t('targetLine', { number: w.formats.number(index + 1), target: target.text, result }),
    );
    if (target.comment.trim() !== '') note(w, target.comment);
  });
}

function history(w: PdfWriter, data: ChecklistPdfData): void {
  const { t, formats } = w;
  heading(w, t('historyTitle'));
  const { store } = data;
  const time = (iso: string) => formats.dateTime(iso, store.timezone);
  const events = [...data.events].sort((a, b) => a.id - b.id);
  if (events.length === 0) return note(w, t('noHistory'), 0);
  const people = new Set(events.map((event) => event.userName));
  const first = events[0]!;
  const last = events.at(-1)!;
  text(
    w,
    t('historySpan', {
      changes: events.length,
      people: people.size,
      first: time(first.at),
      last: time(last.at),
    }),
  );
  const shown = events.slice(-15);
  if (shown.length < events.length) note(w, t('historyLast', { count: shown.length }), 0);
  for (const event of shown) {
    // What the History recorded, in the document's language (history-language.ts).
    note(
      w,
      t('historyLine', { time: time(event.at), name: event.userName, summary: event.summary }),
    );
  }
}

/** The whole checklist as an inspector reads it, in the order of the checklist screen. */
export function writeChecklist(w: PdfWriter, data: ChecklistPdfData): void {
  const { checklist, store } = data;
  const { t, labels, formats } = w;
  const time = (iso: string) => formats.dateTime(iso, store.timezone);
  title(w, checklistTitleIn(w, checklist));
  w.type.gap(0.4, 10);
  field(w, t('store'), t('storeValue', { name: store.name, number: store.storeNumber }));
  field(w, t('businessDate'), formats.longDate(checklist.businessDate));
  field(w, t('shift'), labels.shift(checklist.category));
  field(
    w,
    t('createdBy'),
    t('nameAndTime', { name: checklist.creatorName, time: time(checklist.createdAt) }),
  );
  field(w, t('serviceAreaLeader'), checklist.serviceAreaLeader);
  field(w, t('productionAreaLeader'), checklist.productionAreaLeader);
  field(
    w,
    t('progress'),
    t('progressValue', {
      percent: formats.percent(checklist.progress),
      status: labels.status({ ...checklist.status, openIssues: checklist.openIssues }),
    }),
  );
  field(w, t('openIssues'), formats.number(checklist.openIssues));
  if (checklist.completedAt) field(w, t('completedAt'), time(checklist.completedAt));
  items(w, data);
  targets(w, checklist);
  heading(w, t('postShiftAnalysis'));
  text(w, checklist.postShiftAnalysis.trim() || '—');
  heading(w, t('storeFeedback'));
  if (checklist.feedback) {
    text(w, checklist.feedback.text);
    const { userName, timestamp } = checklist.feedback;
    note(w, t('nameAndTime', { name: userName, time: time(timestamp) }), 0);
    writePhotoRow(w, photosOf(data, 'feedback', null), data.photos);
  } else {
    text(w, t('noFeedback'));
  }
  history(w, data);
}
