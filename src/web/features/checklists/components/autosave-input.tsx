import { useId } from 'react';
import { inputClass } from '#web/components/ui/text-field';
import { readOnlyFieldClass, TextareaField } from '#web/components/ui/textarea';
import { cn } from '#web/components/ui/cn';
import { useAutosaveText } from '../hooks/use-autosave-text';

interface AutosaveProps {
  label: string;
  value: string;
  onSave: (value: string) => void;
  readOnly: boolean;
  maxLength: number;
  placeholder?: string;
  hideLabel?: boolean;
}

/** A one-line text input that saves itself while the user types. */
export function AutosaveInput({
  label,
  value,
  onSave,
  readOnly,
  maxLength,
  placeholder,
}: AutosaveProps) {
  const id = useId();
  const field = useAutosaveText(value, onSave);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        className={cn(inputClass, readOnlyFieldClass)}
        readOnly={readOnly}
        maxLength={maxLength}
        placeholder={readOnly ? undefined : placeholder}
        autoComplete="off"
        {...field}
      />
    </div>
  );
}

/** A multi-line text area that saves itself while the user types. */
export function AutosaveTextarea({
  label,
  value,
  onSave,
  readOnly,
  maxLength,
  placeholder,
  hideLabel,
  rows = 3,
}: AutosaveProps & { rows?: number }) {
  const field = useAutosaveText(value, onSave);
  return (
    <TextareaField
      label={label}
      hideLabel={hideLabel}
      readOnly={readOnly}
      maxLength={maxLength}
      placeholder={readOnly ? undefined : placeholder}
      rows={rows}
      className="min-w-0 flex-1"
      {...field}
    />
  );
}
