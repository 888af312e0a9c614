import type { RetentionDays, RetentionKind } from '#domain/retention/retention';
import { useT } from '#web/lib/i18n';
import { retentionMessages } from '../messages';

/** Each kind's name and what it covers, as keys of the retention namespace. */
export const KIND_TEXTS = {
  checklists: { label: 'kindChecklists', description: 'kindChecklistsDescription' },
  photos: { label: 'kindPhotos', description: 'kindPhotosDescription' },
  auditLog: { label: 'kindAuditLog', description: 'kindAuditLogDescription' },
  notifications: { label: 'kindNotifications', description: 'kindNotificationsDescription' },
} as const satisfies Record<RetentionKind, { label: string; description: string }>;

/** A period in words: "400 days", or "forever". */
export function usePeriodText(): (days: RetentionDays) => string {
  const t = useT(retentionMessages);
  return (days) => (days === null ? t('forever') : t('dayCount', { days }));
}
