import { z } from 'zod/mini';
import en from '#domain/i18n/catalogues/rules-notification-settings/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';
import { hasCapability } from '../authz/capabilities';
import type { Role } from '../roles';
import { NOTIFICATION_NOT_FOUND } from './messages';

export const NOTIFICATION_KINDS = [
  'not-started',
  'priority-failure',
  'unresolved-at-shift-end',
  'feedback',
  'daily-digest',
  'action-assigned',
  'action-due',
  'action-overdue',
  'action-escalated',
  'pin-locked',
  'webhook-paused',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * Not a role but one person: whoever started the checklist, owns the corrective action, or made
 * the webhook.
 */
export type OnePerson = 'checklist-creator' | 'action-owner' | 'webhook-owner';

/**
 * Who each kind is raised for: the store's people of these roles (a super admin has no store and
 * hears of every one's; an area manager hears of their area's stores'); feedback goes to whoever started the checklist, whatever their role; an
 * action's own news to the person of the store who owns it (an outside contractor, who has no
 * account, is e-mailed instead); a paused webhook's to whoever made it.
 */
export const RECIPIENT_ROLES = {
  'not-started': ['store'],
  'priority-failure': ['store', 'area'],
  'unresolved-at-shift-end': ['store', 'area', 'super-admin'],
  feedback: 'checklist-creator',
  'daily-digest': ['store'],
  'action-assigned': 'action-owner',
  'action-due': 'action-owner',
  'action-overdue': ['store'],
  'action-escalated': ['area', 'super-admin'],
  'pin-locked': ['store'],
  'webhook-paused': 'webhook-owner',
} as const satisfies Record<NotificationKind, readonly Role[] | OnePerson>;

/** Who a kind is raised for, as RECIPIENT_ROLES says it. */
export const recipientsOf = (kind: NotificationKind): readonly Role[] | OnePerson =>
  RECIPIENT_ROLES[kind];

/** The kinds raised for the store's people of given roles (not for one person). */
export type RoleKind = {
  [K in NotificationKind]: (typeof RECIPIENT_ROLES)[K] extends OnePerson ? never : K;
}[NotificationKind];

/** Who can own an action: a person of the store (a super admin belongs to none). */
const ACTION_OWNER_ROLES: readonly Role[] = ['store', 'shift-leader'];

/** The kinds that can reach a person of this role: the only ones worth a setting for them. */
export function kindsReaching(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const roles = recipientsOf(kind);
    if (roles === 'checklist-creator') return true;
    if (roles === 'action-owner') return ACTION_OWNER_ROLES.includes(role);
    // Whoever may make webhooks: a store's manager, an area's, a super admin.
    if (roles === 'webhook-owner') return hasCapability(role, 'manage-api-tokens');
    return roles.includes(role);
  });
}

/**
 * How long after its due time an outstanding priority A or B action, which its store's managers
 * heard of when it fell due, goes on to the super admins. A and B are "fix now" failures (due 30
 * minutes after they are logged by default): an hour more gives the store a fair chance to act or
 * hand it on before the chain is told, while a problem of food safety still reaches the chain
 * within the shift it was found in, not the next morning's digest.
 */
export const ACTION_ESCALATION_MINUTES = 60;

/** What reaches the person: in the app, in the app and by e-mail, or nothing. */
export const NOTIFICATION_CHANNELS = ['in-app', 'in-app-email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/**
 * Escalations to managers and super admins can lose their e-mail but never be switched off. An
 * action's owner may silence their own reminders: its lateness still goes up the chain. A paused
 * webhook's owner is the only one told, so that cannot be switched off either.
 */
export const ESCALATION_KINDS: readonly NotificationKind[] = [
  'not-started',
  'priority-failure',
  'unresolved-at-shift-end',
  'action-overdue',
  'action-escalated',
  'pin-locked',
  'webhook-paused',
];

export const isEscalation = (kind: NotificationKind) => ESCALATION_KINDS.includes(kind);

export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  'not-started': 'in-app-email',
  'priority-failure': 'in-app-email',
  'unresolved-at-shift-end': 'in-app-email',
  feedback: 'in-app',
  'daily-digest': 'in-app-email',
  'action-assigned': 'in-app-email',
  'action-due': 'in-app-email',
  'action-overdue': 'in-app-email',
  'action-escalated': 'in-app-email',
  'pin-locked': 'in-app-email',
  'webhook-paused': 'in-app-email',
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'not-started': 'Checklist not started 30 minutes into its shift',
  'priority-failure': 'Priority A or B failure logged',
  'unresolved-at-shift-end': 'Priority A failure unresolved at the end of the shift',
  feedback: 'Store feedback on my checklist',
  'daily-digest': 'Daily digest at 06:00',
  'action-assigned': 'A corrective action given to me',
  'action-due': 'My corrective action falling due',
  'action-overdue': 'Priority A or B corrective action overdue',
  'action-escalated': `Priority A or B corrective action still overdue ${ACTION_ESCALATION_MINUTES} minutes after its due time`,
  'pin-locked': 'Someone locked on the store tablet after wrong PINs',
  'webhook-paused': 'A webhook I made paused after 24 hours of failed deliveries',
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
