import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';
import { inputClass } from './text-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled native select: the phone's own picker, and a screen reader knows it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, className, children, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label
        htmlFor={selectId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={inputClass}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
});
