import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back to the day's shifts. */
export function BackLink() {
  return (
    <Link
      to="/"
      className="mb-3 -ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      Back
    </Link>
  );
}
