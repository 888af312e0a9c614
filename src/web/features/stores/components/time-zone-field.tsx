import { forwardRef, useId, useMemo, type InputHTMLAttributes } from 'react';
import { timeZoneOptions } from '#domain/stores/time-zones';
import { TextField } from '#web/components/ui/text-field';

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
    const listId = useId();
    const options = useMemo(() => timeZoneOptions(current), [current]);
    return (
      <>
        <TextField
          ref={ref}
          label="Time Zone"
          hint="Type to search, for example Europe/London. Sets when the store's day begins."
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
