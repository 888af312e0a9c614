import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { cn } from './cn';
import { inputClass } from './text-field';

export interface SearchFieldProps {
  /** Read by screen readers; the placeholder shows it, or `placeholder` when given. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A list's search box: a magnifier inside, its label for screen readers. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative max-w-md', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <input
        id={id}
        type="search"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, 'ps-9')}
      />
    </div>
  );
}
