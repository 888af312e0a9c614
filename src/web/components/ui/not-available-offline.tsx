import { CloudOff } from 'lucide-react';
import { NOT_AVAILABLE_OFFLINE } from '#domain/dates/address-messages';
import { Card } from './card';

/** In place of a spinner that would never stop: the offline banner above says the rest. */
export function NotAvailableOffline() {
  return (
    <Card className="mx-auto mt-6 max-w-md space-y-2 p-6 text-center" data-testid="not-offline">
      <CloudOff aria-hidden="true" className="mx-auto h-8 w-8 text-amber-600 dark:text-amber-400" />
      <h2 className="text-lg font-semibold">{NOT_AVAILABLE_OFFLINE.title}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{NOT_AVAILABLE_OFFLINE.body}</p>
    </Card>
  );
}
