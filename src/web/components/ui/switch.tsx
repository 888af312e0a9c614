import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off switch with its visible label; the row is 44 px tall, and the track's tap area
 * reaches above and below it to that height.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, checked, onCheckedChange, disabled, className },
  ref,
) {
  const id = useId();
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <RadixSwitch.Root
        ref={ref}
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative inline-flex h-7 w-12 before:absolute before:-inset-y-2 before:inset-x-0 before:content-[''] shrink-0 cursor-pointer items-center rounded-full bg-slate-400 transition-colors focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-blue-700 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:data-[state=checked]:bg-blue-500"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </label>
    </div>
  );
});
