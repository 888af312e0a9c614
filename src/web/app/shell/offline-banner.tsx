import WifiOff from 'lucide-react/icons/wifi-off';
import { useT } from '#web/lib/i18n';
import { useOnlineStatus } from '#web/lib/online-status';
import { shellMessages } from './messages';

/** SPEC §1: says changes will be saved on reconnect, following real connectivity. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const t = useT(shellMessages);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-center text-sm font-medium text-slate-950"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('offline')}
    </div>
  );
}
