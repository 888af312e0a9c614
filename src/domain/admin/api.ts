import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-admin/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';
import { roleSchema } from '../schemas';

const count = z.int().check(z.minimum(0));

export const recentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  role: roleSchema,
  storeNumber: z.nullable(z.string()),
  createdAt: z.string(),
});
export type RecentUser = z.infer<typeof recentUserSchema>;

/** The admin dashboard: a super-admin sees the whole chain, a store manager their store. */
export const adminOverviewSchema = z.object({
  scope: z.nullable(
    z.object({ storeId: z.string(), storeName: z.string(), storeNumber: z.string() }),
  ),
  /** An area manager's area: the counts are its stores'. */
  area: z.nullable(z.object({ id: z.string(), name: z.string() })),
  counts: z.object({ users: count, checklists: count, stores: count, templates: count }),
  recentUsers: z.array(recentUserSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const RECENT_USERS_SHOWN = 5;

export const seedTemplatesResponseSchema = z.object({
  message: z.string(),
  /** The defaults this run created; empty when none was missing. */
  created: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SeedTemplatesResponse = z.infer<typeof seedTemplatesResponseSchema>;

/** SPEC §8 "Templates" (seeding). */
export const SEED_MESSAGES = {
  success: plainText(en.seedSuccess),
  failed: plainText(en.seedFailed),
  nothingMissing: plainText(en.seedNothingMissing),
} as const;

/** The seeding outcome in words: which defaults were created, or that none was missing. */
export function seedResultMessage(createdTitles: readonly string[]): string {
  if (createdTitles.length === 0) return SEED_MESSAGES.nothingMissing;
  return englishText(en.seedCreated, { titles: createdTitles.join(', ') });
}
