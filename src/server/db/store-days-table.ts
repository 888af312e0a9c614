/**
 * One store's business date as insights add it up (migration 030, docs/decisions/049); a table
 * of `Database` (types.ts), kept by triggers. Counts only: checklists, those at 100 %, failures
 * (an action each) and the recurring ones, readings outside their limits, and sign-offs.
 */
export interface StoreDaysTable {
  store_id: string;
  business_date: string;
  checklists: number;
  completed: number;
  failures: number;
  recurring: number;
  readings_outside: number;
  sign_offs: number;
}

/** Kept by triggers on every checklist insert and delete (migration 012). */
export interface StoreChecklistCountsTable {
  store_id: string;
  checklists: number;
}
