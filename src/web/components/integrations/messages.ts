import english from '#domain/i18n/catalogues/integrations/en.json' with { type: 'json' };
import type { DeliveredEvent } from '#domain/integrations/webhooks';
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Integrations (API tokens, webhooks), and the audit log where it names their events. */
export const integrationsMessages = defineNamespace('integrations', english);

/** Each webhook event's plain name in the catalogue: what happened, as a person would say it. */
export const EVENT_LABELS = {
  'checklist.created': 'eventChecklistCreated',
  'checklist.completed': 'eventChecklistCompleted',
  'failure.logged': 'eventFailureLogged',
  'action.assigned': 'eventActionAssigned',
  'action.overdue': 'eventActionOverdue',
  'action.verified': 'eventActionVerified',
  'reading.out-of-limits': 'eventReadingOutOfLimits',
  'day.signed': 'eventDaySigned',
  'user.created': 'eventUserCreated',
  'user.deactivated': 'eventUserDeactivated',
  'webhook.test': 'eventTest',
} as const satisfies Record<DeliveredEvent, string>;
