import { SECTION_KEYS } from '#domain/i18n/item-keys';
import { useMemo } from 'react';
import english from '#domain/i18n/catalogues/labels/en.json' with { type: 'json' };
import type { Role } from '#domain/roles';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import { defineNamespace } from './catalogue';
import { formats } from './format';
import { useLocale } from './locale';
import { useT } from './use-t';

/** The domain's names for things, as every screen shows them: shifts, sections, priorities… */
export const labelMessages = defineNamespace('labels', english);

const ROLE_KEYS: Record<Role, string> = {
  'super-admin': 'superAdmin',
  area: 'area',
  store: 'store',
  'shift-leader': 'shiftLeader',
};

/** A section's due state, as sectionDueStatus works it out. */
export interface DueState {
  tone: 'overdue' | 'late' | 'on-time' | 'upcoming';
  dueAt: string;
  minutesOverdue: number;
}

/**
 * The domain's names for things in the person's language. Each takes the domain's own value
 * (a category, a section, a stored subsection name) and gives the text to show.
 */
export function useLabels() {
  const t = useT(labelMessages);
  const locale = useLocale();
  return useMemo(() => {
    const format = formats(locale);
    const due = (dueAt: string, timeZone: string) =>
      t('due', { time: format.time(dueAt, timeZone) });
    const overdue = (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('overdueMinutes', { minutes });
      return rest === 0
        ? t('overdueHours', { hours })
        : t('overdueHoursMinutes', { hours, minutes: rest });
    };
    const shiftName = (category: ShiftCategory) => t('shiftName', { category });
    return {
      /** 'Breakfast'. */
      shift: (category: ShiftCategory) => t('shift', { category }),
      /** 'Breakfast Shift'. */
      shiftName,
      /** 'Pre-Shift Planning'. */
      section: (section: Section) => t('sectionTitle', { section: SECTION_KEYS[section] }),
      role: (role: Role) => t('role', { role: ROLE_KEYS[role] }),
      /** The checklist status pill: 'Completed', '2 issue(s)', 'In progress'. */
      status: (status: { kind: 'completed' | 'issues' | 'in-progress'; openIssues?: number }) =>
        status.kind === 'completed'
          ? t('statusCompleted')
          : status.kind === 'issues'
            ? t('statusIssues', { count: status.openIssues ?? 0 })
            : t('statusInProgress'),
      /** 'Due 8:00 AM' in the store's zone. */
      due,
      /** 'Overdue by 2 h 5 min'. */
      overdue,
      /** What a section's due pill says: due, overdue, done late or on time. */
      dueState: (state: DueState, timeZone: string) =>
        state.tone === 'on-time'
          ? t('doneOnTime')
          : state.tone === 'late'
            ? t('doneLate')
            : state.tone === 'overdue'
              ? overdue(state.minutesOverdue)
              : due(state.dueAt, timeZone),
      notStarted: () => t('notStarted'),
    };
  }, [t, locale]);
}

export type Labels = ReturnType<typeof useLabels>;
