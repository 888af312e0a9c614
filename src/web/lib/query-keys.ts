// Query keys more than one feature touches: creating or deleting a checklist on the daily view
// refreshes the weekly and monthly reports too.

export const storeDayKeys = {
  all: ['store-day'] as const,
  day: (storeId: string, date: string | null) => ['store-day', storeId, date ?? 'today'] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  week: (storeId: string | null, date: string | null) =>
    ['reports', 'week', storeId ?? 'all', date ?? 'current'] as const,
  month: (storeId: string | null, year: number | null, month: number | null) =>
    ['reports', 'month', storeId ?? 'all', year ?? 'current', month ?? 'current'] as const,
};

/** A store's temperature log and signatures for a period; the daily view shows a day's. */
export const recordsKeys = {
  all: ['records'] as const,
  period: (storeId: string, from: string | null, to: string | null) =>
    ['records', storeId, from ?? 'default', to ?? 'default'] as const,
};

export const checklistKeys = {
  all: ['checklists'] as const,
  detail: (id: string) => ['checklists', 'detail', id] as const,
  history: (id: string) => ['checklists', 'detail', id, 'history'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** Who is signed in: the auth feature reads it; Profile's language choice updates it. */
export const sessionQueryKey = ['session'] as const;
