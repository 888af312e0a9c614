import { z } from 'zod/mini';

export const PRIORITIES = ['A', 'B', 'C', 'D'] as const;
export type FailurePriority = (typeof PRIORITIES)[number];
export const failurePrioritySchema = z.enum(PRIORITIES);

/** Only travel-path failures carry a priority; this is the one they get unless the leader picks another. */
export const DEFAULT_TRAVEL_PATH_PRIORITY: FailurePriority = 'C';

export interface PriorityInfo {
  label: string;
  timeframe: string;
  description: string;
}

/** Wording for the priority choice in the issue modal (SPEC §3 "Priorities"). */
export const PRIORITY_INFO: Record<FailurePriority, PriorityInfo> = {
  A: {
    label: 'Priority A',
    timeframe: 'Fix now',
    description: 'Food safety or health and safety',
  },
  B: {
    label: 'Priority B',
    timeframe: 'Fix now',
    description: 'Affects quality, service and cleanliness delivered to the customer',
  },
  C: {
    label: 'Priority C',
    timeframe: 'Within 1-3 hours',
    description: 'Fix within 1-3 hours',
  },
  D: {
    label: 'Priority D',
    timeframe: 'Within 1-3 days',
    description: 'Fix within 1-3 days',
  },
};

/** A failure logged at priority A, open or resolved: evidence a store is judged on. */
export const isPriorityAFailure = (item: {
  failed: boolean;
  failurePriority: FailurePriority | null;
}): boolean => item.failed && item.failurePriority === 'A';
