import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { preferencesBodySchema, type PreferencesBody } from '#domain/notifications/api';
import {
  ACTION_ESCALATION_MINUTES,
  channelsFor,
  isEscalation,
  kindsReaching,
  type NotificationChannel,
  type NotificationKind,
} from '#domain/notifications/kinds';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useCurrentUser } from '#web/lib/current-user';
import { useDomainText, useT } from '#web/lib/i18n';
import { useSavePreferences } from '../api/notifications';
import { notificationsMessages } from '../messages';

const KIND_KEYS: Record<NotificationKind, string> = {
  'not-started': 'notStarted',
  'priority-failure': 'priorityFailure',
  'unresolved-at-shift-end': 'unresolved',
  feedback: 'feedback',
  'daily-digest': 'dailyDigest',
  'action-assigned': 'actionAssigned',
  'action-due': 'actionDue',
  'action-overdue': 'actionOverdue',
  'action-escalated': 'actionEscalated',
  'pin-locked': 'pinLocked',
  'webhook-paused': 'webhookPaused',
};

const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  'in-app': 'inApp',
  'in-app-email': 'inAppEmail',
  off: 'off',
};

/**
 * Per kind that can reach the person: in the app, in the app and by e-mail, or off (escalations:
 * never off). A shift leader is asked only about feedback on their checklists and the corrective
 * actions they own.
 */
export function PreferencesForm({ saved }: { saved: PreferencesBody }) {
  const t = useT(notificationsMessages);
  const domainText = useDomainText();
  const user = useCurrentUser();
  const { register, handleSubmit, formState } = useForm<PreferencesBody>({
    resolver: zodResolver(preferencesBodySchema),
    defaultValues: saved,
  });
  const save = useSavePreferences();
  const errorOf = (message: string | undefined) => message && domainText(message);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => void handleSubmit((body) => save.mutate(body))(event)}
    >
      {kindsReaching(user.role).map((kind) => (
        <SelectField
          key={kind}
          label={t('notificationKind', {
            kind: KIND_KEYS[kind],
            minutes: ACTION_ESCALATION_MINUTES,
          })}
          {...(isEscalation(kind) ? { hint: t('escalationHint') } : {})}
          error={errorOf(formState.errors[kind]?.message)}
          {...register(kind)}
        >
          {channelsFor(kind).map((channel) => (
            <option key={channel} value={channel}>
              {t('notificationChannel', { channel: CHANNEL_KEYS[channel] })}
            </option>
          ))}
        </SelectField>
      ))}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('saved')}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
