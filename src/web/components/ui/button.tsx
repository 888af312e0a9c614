import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
type Size = 'md' | 'sm' | 'icon';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-700/50 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** A destructive action that asks before it acts; its filled 'danger' Yes follows. */
  'danger-outline':
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950',
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
};

const SIZES: Record<Size, string> = {
  // 44px: a thumb in a glove can hit it.
  md: 'min-h-11 px-4 text-base',
  // Compact where a mouse points; on a phone still the 44 px a finger needs.
  sm: 'min-h-11 px-3 text-sm sm:min-h-9',
  icon: 'h-11 w-11 justify-center',
};

/** The button look, for links that act as buttons (downloads). */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
});
