import { useEffect, useState } from 'react';
import { cn } from './cn';

export type RingTone = 'green' | 'amber' | 'grey';

const STROKE: Record<RingTone, string> = {
  green: 'stroke-emerald-500 dark:stroke-emerald-400',
  amber: 'stroke-amber-500 dark:stroke-amber-400',
  grey: 'stroke-slate-400 dark:stroke-slate-500',
};

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A circular progress gauge. It starts empty and sweeps to its value, and every later change
 * animates over the same 0.5 s (SPEC §2).
 */
export function ProgressRing({
  value,
  tone,
  label,
  size = 72,
  className,
}: {
  value: number;
  tone: RingTone;
  label: string;
  size?: number;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  const [shown, setShown] = useState(0);
  useEffect(() => {
    // One frame at 0 first, so the mount also animates.
    const frame = requestAnimationFrame(() => setShown(clamped));
    return () => cancelAnimationFrame(frame);
  }, [clamped]);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-tone={tone}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 64 64" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
          className={cn('transition-[stroke-dashoffset] duration-500 ease-out', STROKE[tone])}
        />
      </svg>
      <span className="absolute text-sm font-semibold tabular-nums" aria-hidden="true">
        {clamped}%
      </span>
    </div>
  );
}
