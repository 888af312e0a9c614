import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { preferencesBodySchema, type PreferencesBody } from '#domain/notifications/api';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  channelsFor,
  isEscalation,
  kindsReaching,
} from '#domain/notifications/kinds';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useCurrentUser } from '#web/lib/current-user';
import { useSavePreferences } from '../api/notifications';

/**
 * Per kind that can reach the person: in the app, in the app and by e-mail, or off (escalations:
 * never off). A shift leader is asked only about feedback on their checklists.
 */
export function PreferencesForm({ saved }: { saved: PreferencesBody }) {
  const user = useCurrentUser();
  const { register, handleSubmit, formState } = useForm<PreferencesBody>({
    resolver: zodResolver(preferencesBodySchema),
    defaultValues: saved,
  });
  const save = useSavePreferences();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => void handleSubmit((body) => save.mutate(body))(event)}
    >
      {kindsReaching(user.role).map((kind) => (
        <SelectField
          key={kind}
          label={NOTIFICATION_KIND_LABELS[kind]}
          {...(isEscalation(kind)
            ? { hint: 'An escalation: only its e-mail can be turned off.' }
            : {})}
          error={formState.errors[kind]?.message}
          {...register(kind)}
        >
          {channelsFor(kind).map((channel) => (
            <option key={channel} value={channel}>
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </option>
          ))}
        </SelectField>
      ))}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert tone="success">Preferences saved.</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}
