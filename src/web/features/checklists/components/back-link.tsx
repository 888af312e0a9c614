import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';

/** React Router numbers the entries of this tab's history; above 0, there is a screen to return to. */
function cameFromInsideTheApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * Back to where the person came from (the day, week or month they were looking at). Opened
 * directly from a link or a bookmark, it goes to the daily view instead.
 */
export function BackLink() {
  const t = useT(checklistMessages);
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    if (!cameFromInsideTheApp()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to="/"
      onClick={goBack}
      className="mb-3 -ms-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      {t('back')}
    </Link>
  );
}
