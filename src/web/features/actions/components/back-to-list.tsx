import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { useT } from '#web/lib/i18n';
import { actionsMessages } from '../messages';

/** Back to `/actions`, above one action and above a store's due times. */
export function BackToList() {
  const t = useT(actionsMessages);
  return (
    <Link
      to="/actions"
      className="mb-3 -ms-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      {t('back')}
    </Link>
  );
}
