import { forwardRef, useId, useMemo, type InputHTMLAttributes } from 'react';
import { timeZoneOptions } from '#domain/stores/time-zones';
import { TextField } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

interface TimeZoneFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The zone the store has now, offered even if this browser does not list it. */
  current: string;
  error?: string | undefined;
}

/**
 * The store's IANA time zone, typed into a box that suggests matching zones as one types (the
 * browser's own searchable list); the schema accepts only zones the runtime knows.
 */
export const TimeZoneField = forwardRef<HTMLInputElement, TimeZoneFieldProps>(
  function TimeZoneField({ current, error, ...props }, ref) {
    const t = useT(storesMessages);
    const listId = useId();
    const options = useMemo(() => timeZoneOptions(current), [current]);
    return (
      <>
        <TextField
          ref={ref}
          label={t('timeZone')}
          hint={t('timeZoneHint')}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          error={error}
          {...props}
        />
        <datalist id={listId}>
          {options.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </>
    );
  },
);
