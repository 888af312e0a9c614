import type { ChecklistDetail, ChecklistEvent } from '#domain/checklists/api';
import { itemStatus } from '#domain/checklists/item-state';
import { formatDateTime, formatLongDate } from '#domain/dates';
import { SECTION_TITLES, SECTIONS } from '#domain/sections';
import { SHIFT_LABELS } from '#domain/shifts';
import { ITEM_STATE_LABELS } from './csv-rows';
import { field, heading, note } from './pdf-layout';
import { writePhotoRow, type PdfPhotos } from './pdf-photos';

export interface ChecklistPdfData {
  store: { name: string; storeNumber: string; timezone: string };
  checklist: ChecklistDetail;
  events: ChecklistEvent[];
  /** Names of the people who ticked items, by user id. */
  names: Map<string, string>;
  /** Photo thumbnails by photo id (loadPdfPhotos). */
  photos: PdfPhotos;
}

function photosOf(
  data: ChecklistPdfData,
  kind: 'failure' | 'resolution' | 'feedback',
  itemId: string | null,
) {
  return data.checklist.photos.filter((p) => p.kind === kind && p.itemId === itemId);
}

const STATE_MARKS = {
  completed: '[x]',
  'failed-unresolved': '[!]',
  'failed-resolved': '[r]',
  open: '[ ]',
};

function items(doc: PDFKit.PDFDocument, data: ChecklistPdfData): void {
  const { checklist, names, store } = data;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, store.timezone) : '');
  for (const section of SECTIONS) {
    heading(doc, SECTION_TITLES[section]);
    const inSection = checklist.items.filter((item) => item.section === section);
    if (inSection.length === 0) note(doc, 'No items in this section.', 0);
    let subsection: string | null = null;
    for (const item of inSection) {
      if (item.subsection && item.subsection !== subsection) {
        subsection = item.subsection;
        doc.moveDown(0.2).font('Helvetica-Bold').fontSize(10).text(subsection);
      }
      const status = itemStatus(item);
      doc.font('Helvetica').fontSize(10).fillColor('#111');
      doc.text(`${STATE_MARKS[status]} ${item.text}  (${ITEM_STATE_LABELS[status]})`);
      if (item.completedAt) {
        const who = item.completedBy ? (names.get(item.completedBy) ?? 'Unknown User') : '';
        note(doc, `Done ${at(item.completedAt)}${who ? ` by ${who}` : ''}`);
      }
      if (item.failed) {
        const priority = item.failurePriority ? `Priority ${item.failurePriority}. ` : '';
        note(doc, `Failed. ${priority}Comment: ${item.failureComment ?? '—'}`);
        note(doc, item.resolved ? `Resolved ${at(item.resolvedAt)}` : 'Not resolved');
        writePhotoRow(doc, photosOf(data, 'failure', item.id), data.photos);
        writePhotoRow(doc, photosOf(data, 'resolution', item.id), data.photos);
      }
    }
  }
}

function targets(doc: PDFKit.PDFDocument, checklist: ChecklistDetail): void {
  heading(doc, 'Shift targets and results');
  const listed = checklist.shiftTargets.filter((target) => target.text.trim() !== '');
  if (listed.length === 0) note(doc, 'No targets set.', 0);
  listed.forEach((target, index) => {
    const result = target.achieved === true ? 'met' : 'not met';
    doc.text(`${index + 1}. ${target.text} — ${result}`);
    if (target.comment.trim() !== '') note(doc, target.comment);
  });
}

function history(doc: PDFKit.PDFDocument, data: ChecklistPdfData): void {
  heading(doc, 'History summary');
  const { store } = data;
  const events = [...data.events].sort((a, b) => a.id - b.id);
  if (events.length === 0) return note(doc, 'No changes recorded.', 0);
  const people = new Set(events.map((event) => event.userName));
  const first = events[0]!;
  const last = events.at(-1)!;
  doc.text(
    `${events.length} change(s) by ${people.size} person(s), from ` +
      `${formatDateTime(first.at, store.timezone)} to ${formatDateTime(last.at, store.timezone)}.`,
  );
  const shown = events.slice(-15);
  if (shown.length < events.length) note(doc, `The last ${shown.length} changes:`, 0);
  for (const event of shown) {
    note(doc, `${formatDateTime(event.at, store.timezone)} — ${event.userName}: ${event.summary}`);
  }
}

/** The whole checklist as an inspector reads it, in the order of the checklist screen. */
export function writeChecklist(doc: PDFKit.PDFDocument, data: ChecklistPdfData): void {
  const { checklist, store } = data;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111').text(checklist.title);
  doc.moveDown(0.4).fontSize(10);
  field(doc, 'Store', `${store.name} (#${store.storeNumber})`);
  field(doc, 'Business date', formatLongDate(checklist.businessDate));
  field(doc, 'Shift', SHIFT_LABELS[checklist.category]);
  field(
    doc,
    'Created by',
    `${checklist.creatorName}, ${formatDateTime(checklist.createdAt, store.timezone)}`,
  );
  field(doc, 'Service area leader', checklist.serviceAreaLeader);
  field(doc, 'Production area leader', checklist.productionAreaLeader);
  field(doc, 'Progress', `${checklist.progress}% — ${checklist.status.label}`);
  field(doc, 'Open issues', String(checklist.openIssues));
  if (checklist.completedAt) {
    field(doc, 'Completed at', formatDateTime(checklist.completedAt, store.timezone));
  }
  items(doc, data);
  targets(doc, checklist);
  heading(doc, 'Post-shift analysis');
  doc.text(checklist.postShiftAnalysis.trim() || '—');
  heading(doc, 'Store feedback');
  if (checklist.feedback) {
    doc.text(checklist.feedback.text);
    note(
      doc,
      `${checklist.feedback.userName}, ${formatDateTime(checklist.feedback.timestamp, store.timezone)}`,
      0,
    );
    writePhotoRow(doc, photosOf(data, 'feedback', null), data.photos);
  } else {
    doc.text('No feedback yet.');
  }
  history(doc, data);
}
