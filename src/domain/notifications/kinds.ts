import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-notification-settings/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';
import type { Role } from '../roles';
import { NOTIFICATION_NOT_FOUND } from './messages';

export const NOTIFICATION_KINDS = [
  'not-started',
  'priority-failure',
  'unresolved-at-shift-end',
  'feedback',
  'daily-digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * Who each kind is raised for: the store's people of these roles (a super admin has no store and
 * hears of every one's); feedback goes to whoever started the checklist, whatever their role.
 */
export const RECIPIENT_ROLES: Record<NotificationKind, readonly Role[] | 'checklist-creator'> = {
  'not-started': ['store'],
  'priority-failure': ['store'],
  'unresolved-at-shift-end': ['store', 'super-admin'],
  feedback: 'checklist-creator',
  'daily-digest': ['store'],
};

/** The kinds that can reach a person of this role: the only ones worth a setting for them. */
export function kindsReaching(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const roles = RECIPIENT_ROLES[kind];
    return roles === 'checklist-creator' || roles.includes(role);
  });
}

/** What reaches the person: in the app, in the app and by e-mail, or nothing. */
export const NOTIFICATION_CHANNELS = ['in-app', 'in-app-email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** Escalations to managers can lose their e-mail but never be switched off. */
export const ESCALATION_KINDS: readonly NotificationKind[] = [
  'not-started',
  'priority-failure',
  'unresolved-at-shift-end',
];

export const isEscalation = (kind: NotificationKind) => ESCALATION_KINDS.includes(kind);

export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  'not-started': 'in-app-email',
  'priority-failure': 'in-app-email',
  'unresolved-at-shift-end': 'in-app-email',
  feedback: 'in-app',
  'daily-digest': 'in-app-email',
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'not-started': 'Checklist not started 30 minutes into its shift',
  'priority-failure': 'Priority A or B failure logged',
  'unresolved-at-shift-end': 'Priority A failure unresolved at the end of the shift',
  feedback: 'Store feedback on my checklist',
  'daily-digest': 'Daily digest at 06:00',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  'in-app': 'In the app',
  'in-app-email': 'In the app and by e-mail',
  off: 'Off',
};

export const NOTIFICATION_MESSAGES = {
  escalationOff: plainText(en.escalationOff),
  notFound: NOTIFICATION_NOT_FOUND,
  none: plainText(en.none),
} as const;

/** The channels a person may choose for a kind. */
export function channelsFor(kind: NotificationKind): readonly NotificationChannel[] {
  return isEscalation(kind) ? ['in-app', 'in-app-email'] : NOTIFICATION_CHANNELS;
}
