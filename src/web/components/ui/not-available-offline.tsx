import CloudOff from 'lucide-react/icons/cloud-off';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { Card } from './card';

/** In place of a spinner that would never stop: the offline banner above says the rest. */
export function NotAvailableOffline() {
  const t = useT(uiMessages);
  return (
    <Card className="mx-auto mt-6 max-w-md space-y-2 p-6 text-center" data-testid="not-offline">
      <CloudOff aria-hidden="true" className="mx-auto h-8 w-8 text-amber-600 dark:text-amber-400" />
      <h2 className="text-lg font-semibold">{t('notAvailableOfflineTitle')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('notAvailableOfflineBody')}</p>
    </Card>
  );
}
