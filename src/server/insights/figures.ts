interface Counted {
  checklists: number;
  completed: number;
  failures: number;
}

/** Checklists at 100 % out of checklists, a whole per cent; null for none. */
export const completionOf = ({ checklists, completed }: Counted): number | null =>
  checklists === 0 ? null : Math.round((completed / checklists) * 100);

/** Failures per checklist to two places; null for no checklist. */
export const perChecklist = ({ checklists, failures }: Counted): number | null =>
  checklists === 0 ? null : Math.round((failures / checklists) * 100) / 100;
