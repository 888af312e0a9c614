import type { ReactNode } from 'react';

/** One step the person may take, under its own heading. */
export function StepBlock({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="py-4 first:pt-0 last:pb-0">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {hint && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
