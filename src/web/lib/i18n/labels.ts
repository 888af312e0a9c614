import { useMemo } from 'react';
import english from '#domain/i18n/catalogues/labels/en.json';
import type { IsoDate } from '#domain/dates';
import type { Role } from '#domain/roles';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { NotificationChannel, NotificationKind } from '#domain/notifications/kinds';
import type { PhotoKind } from '#domain/photos/messages';
import { defineNamespace, type Catalogue } from './catalogue';
import { formats } from './format';
import { useLocale } from './locale';
import { useT } from './use-t';

/** The domain's names for things, as every screen shows them: shifts, sections, priorities… */
export const labelMessages = defineNamespace(
  'labels',
  english,
  import.meta.glob<Catalogue>(
    ['/src/domain/i18n/catalogues/labels/*.json', '!/src/domain/i18n/catalogues/labels/en.json'],
    { import: 'default' },
  ),
);

const SECTION_KEYS: Record<Section, string> = {
  'pre-shift': 'pre',
  'travel-path': 'travel',
  'post-shift': 'post',
};

const ROLE_KEYS: Record<Role, string> = {
  'super-admin': 'superAdmin',
  store: 'store',
  'shift-leader': 'shiftLeader',
};

const KIND_KEYS: Record<NotificationKind, string> = {
  'not-started': 'notStarted',
  'priority-failure': 'priorityFailure',
  'unresolved-at-shift-end': 'unresolved',
  feedback: 'feedback',
  'daily-digest': 'dailyDigest',
};

const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  'in-app': 'inApp',
  'in-app-email': 'inAppEmail',
  off: 'off',
};

/** Subsection names as templates store them (SPEC's English), each with its text. */
const SUBSECTION_KEYS = {
  Miscellaneous: 'subsectionMiscellaneous',
  People: 'subsectionPeople',
  Equipment: 'subsectionEquipment',
  Product: 'subsectionProduct',
  'Exterior, Car Park & Corral Areas': 'subsectionExterior',
  'Customer Areas (Indoor & Outdoor)': 'subsectionCustomer',
  'Front Counter, Drive thru & {delivery service}': 'subsectionFrontCounter',
  'Production & Back Room Areas': 'subsectionProduction',
  Other: 'subsectionOther',
} as const;

function isKnownSubsection(name: string): name is keyof typeof SUBSECTION_KEYS {
  return Object.hasOwn(SUBSECTION_KEYS, name);
}

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
      /** 'Wednesday, December 2, 2026 - Breakfast Shift', in the person's language. */
      checklistTitle: (date: IsoDate, category: ShiftCategory) =>
        t('checklistTitle', { date: format.longDate(date), shift: shiftName(category) }),
      /** 'Pre-Shift Planning'. */
      section: (section: Section) => t('sectionTitle', { section: SECTION_KEYS[section] }),
      /** 'Handover & Post Shift', as the template item dialog lists it. */
      sectionOption: (section: Section) => t('sectionOption', { section: SECTION_KEYS[section] }),
      /** 'Pre-Shift', on the checklist's tab bar. */
      sectionTab: (section: Section) => t('sectionTab', { section: SECTION_KEYS[section] }),
      /**
       * A subsection as templates store it; the store's delivery service fills in the Travel
       * Path's front-counter one. A name the domain does not know (none today) shows as stored.
       */
      subsection: (name: string, deliveryService?: string | null) =>
        isKnownSubsection(name)
          ? t(SUBSECTION_KEYS[name], {
              deliveryService: deliveryService || t('deliveryServiceDefault'),
            })
          : name,
      /** 'Priority A'. */
      priority: (priority: FailurePriority) => t('priority', { priority }),
      priorityTimeframe: (priority: FailurePriority) => t('priorityTimeframe', { priority }),
      priorityDescription: (priority: FailurePriority) => t('priorityDescription', { priority }),
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
      timeliness: (timeliness: 'on-time' | 'late' | 'missed') =>
        timeliness === 'on-time' ? t('onTime') : timeliness === 'late' ? t('late') : t('missed'),
      shiftResult: (achieved: boolean) => (achieved ? t('resultAchieved') : t('resultNotAchieved')),
      photoKind: (kind: PhotoKind) => t('photoKind', { kind }),
      notificationKind: (kind: NotificationKind) =>
        t('notificationKind', { kind: KIND_KEYS[kind] }),
      notificationChannel: (channel: NotificationChannel) =>
        t('notificationChannel', { channel: CHANNEL_KEYS[channel] }),
    };
  }, [t, locale]);
}

export type Labels = ReturnType<typeof useLabels>;
