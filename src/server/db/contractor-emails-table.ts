import type { Generated } from 'kysely';
import type { NotificationKind } from '#domain/notifications/kinds';
import type { EmailState } from './types';

/**
 * An e-mail to an action's outside contractor, who has no account (migration 028); a table of
 * `Database` (types.ts). Timestamps are ISO-8601 UTC strings, as everywhere.
 */
export interface ContractorEmailsTable {
  id: string;
  kind: Extract<NotificationKind, 'action-assigned' | 'action-due'>;
  /** The action and its due time (actionSubject). */
  subject: string;
  action_id: string;
  email: string;
  mail_subject: string;
  mail_text: string;
  created_at: string;
  email_state: Exclude<EmailState, 'none'>;
  email_attempts: Generated<number>;
  emailed_at: string | null;
}
