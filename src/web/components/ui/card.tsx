import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('border-b border-slate-200 px-4 py-3 dark:border-slate-800', className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-4 py-4', className)} {...props} />;
}

interface SectionCardProps {
  /** Unique on the page: labels the region for screen readers. */
  id: string;
  title: string;
  description?: ReactNode;
  bodyClassName?: string;
  /** The body's side padding, in place of the usual px-4 (a grid that needs the width). */
  bodyPaddingX?: string;
  children: ReactNode;
}

/** A card that is a named region of the page, with its title and optional description. */
export function SectionCard({
  id,
  title,
  description,
  bodyClassName,
  bodyPaddingX = 'px-4',
  children,
}: SectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </CardHeader>
      {/* Not CardBody: its px-4 would win over a narrower padding given here. */}
      <div className={cn('py-4', bodyPaddingX, bodyClassName)}>{children}</div>
    </Card>
  );
}
