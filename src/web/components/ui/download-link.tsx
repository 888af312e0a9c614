import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';

/**
 * A file download from the API. A plain link, so the browser streams the file to disk with
 * its own progress and the session cookie, however large it is.
 */
export function DownloadLink({
  href,
  children,
  variant = 'secondary',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <a href={href} download className={cn(buttonClasses(variant), 'print:hidden', className)}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}
