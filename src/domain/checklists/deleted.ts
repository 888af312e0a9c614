// Deleted checklists: kept whole for a while so a super admin can bring one back, then only a
// record that it was deleted. Shared by the API (schemas, texts) and the admin screen.
import { z } from 'zod/mini';
import { shiftCategorySchema } from '../schemas';
import { DELETED_CHECKLIST_KEPT_DAYS } from './messages';

export { DELETED_CHECKLIST_KEPT_DAYS };

export const DELETED_CHECKLIST_MESSAGES = {
  notFound: 'Deleted checklist not found',
  /** A new checklist was started for the same shift after the delete. */
  shiftTaken:
    'A checklist for this shift exists again. Delete it first if this one should take its place.',
  purged: `This checklist was deleted more than ${DELETED_CHECKLIST_KEPT_DAYS} days ago and can no longer be restored.`,
  restored: 'Checklist restored.',
  title: 'Deleted Checklists',
  intro: `A deleted checklist can be restored for ${DELETED_CHECKLIST_KEPT_DAYS} days, with its items, targets, photos and History. After that only the record of its deletion stays.`,
  empty: 'No checklists were deleted.',
} as const;

const timestamp = z.string();

export const deletedChecklistSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  businessDate: z.string(),
  category: shiftCategorySchema,
  title: z.string(),
  creatorName: z.string(),
  progress: z.int(),
  /** Failures logged on it, open or resolved, by priority A. */
  priorityAFailures: z.int(),
  deletedAt: timestamp,
  deletedByName: z.string(),
  /** Until when it can be restored; null once its contents are gone. */
  restorableUntil: z.nullable(timestamp),
});
export type DeletedChecklist = z.infer<typeof deletedChecklistSchema>;

export const deletedChecklistListSchema = z.object({
  deleted: z.array(deletedChecklistSchema),
});
export type DeletedChecklistList = z.infer<typeof deletedChecklistListSchema>;

export const restoredChecklistSchema = z.object({ id: z.string() });
