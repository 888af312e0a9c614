import { useState } from 'react';
import type { NotificationPreferences } from '#domain/notifications/api';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  channelsFor,
  isEscalation,
  type NotificationChannel,
} from '#domain/notifications/kinds';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useSavePreferences } from '../api/notifications';

/** Per kind: in the app, in the app and by e-mail, or off (escalations: never off). */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [values, setValues] = useState(saved);
  const save = useSavePreferences();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <SelectField
          key={kind}
          label={NOTIFICATION_KIND_LABELS[kind]}
          {...(isEscalation(kind)
            ? { hint: 'An escalation: only its e-mail can be turned off.' }
            : {})}
          value={values[kind]}
          onChange={(event) =>
            setValues({ ...values, [kind]: event.target.value as NotificationChannel })
          }
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
