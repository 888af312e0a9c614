// What a checklist and a daily card show of a failure's corrective action: kept apart from the
// rest of the actions API so the checklist's schema takes in no more than this.
import { z } from 'zod/mini';
import { ACTION_STATUSES } from './actions';

export const actionOwnerSchema = z.nullable(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('person'), userId: z.string(), name: z.string() }),
    z.object({ kind: z.literal('contractor'), name: z.string(), email: z.string() }),
  ]),
);
export type ActionOwner = z.infer<typeof actionOwnerSchema>;

/** What a checklist's item and a daily card show of a failure's action. */
export const actionBriefSchema = z.object({
  id: z.string(),
  status: z.enum(ACTION_STATUSES),
  /** Overdue once this has passed while it is open or in progress (the screen's clock decides). */
  dueAt: z.string(),
  owner: actionOwnerSchema,
  /** The same item failed RECURRING_COUNT times or more in RECURRING_DAYS days in the store. */
  recurring: z.boolean(),
});
export type ActionBrief = z.infer<typeof actionBriefSchema>;
