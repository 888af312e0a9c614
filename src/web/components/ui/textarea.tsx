import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

/** A field that can be read but not changed looks recessed, not like a box waiting for input. */
export const readOnlyFieldClass =
  'read-only:border-slate-200 read-only:bg-slate-50 dark:read-only:border-slate-800 dark:read-only:bg-slate-800/40';

export const textareaClass = `block w-full min-h-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-blue-400 dark:aria-invalid:border-red-400 ${readOnlyFieldClass}`;

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Keeps the label for screen readers only, when a heading nearby already says it. */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, hideLabel, hint, error, id, className, ...props }, ref) {
    const generated = useId();
    const fieldId = id ?? generated;
    const hintId = hint ? `${fieldId}-hint` : undefined;
    const errorId = error ? `${fieldId}-error` : undefined;
    return (
      <div className={cn('space-y-1.5', className)}>
        <label
          htmlFor={fieldId}
          className={cn(
            'block text-sm font-medium text-slate-700 dark:text-slate-300',
            hideLabel && 'sr-only',
          )}
        >
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={textareaClass}
          {...props}
        />
        {hint && (
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
        {error && (
          <p
            id={errorId}
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-400"
          >
            {error}
          </p>
        )}
      </div>
    );
  },
);
