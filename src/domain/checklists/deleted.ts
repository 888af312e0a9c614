// Deleted checklists: kept whole for a while so a super admin can bring one back, then only a
// record that it was deleted. Shared by the API (schemas, texts) and the admin screen.
import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-checklists-deleted/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';
import { shiftCategorySchema } from '../schemas';
import { DELETED_CHECKLIST_KEPT_DAYS } from './messages';

export { DELETED_CHECKLIST_KEPT_DAYS };

export const DELETED_CHECKLIST_MESSAGES = {
  notFound: plainText(en.notFound),
  /** A new checklist was started for the same shift after the delete. */
  shiftTaken: plainText(en.shiftTaken),
  purged: englishText(en.purged, { days: DELETED_CHECKLIST_KEPT_DAYS }),
  restored: plainText(en.restored),
  title: plainText(en.title),
  intro: englishText(en.intro, { days: DELETED_CHECKLIST_KEPT_DAYS }),
  empty: plainText(en.empty),
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
