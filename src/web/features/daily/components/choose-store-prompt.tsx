import { ACCESS_MESSAGES } from '../../../../domain/auth/messages';
import { Alert } from '../../../components/ui/alert';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { StorePicker } from '../../stores/components/store-picker';
import type { StoreScope } from '../../stores/hooks/use-store-scope';

/** A super-admin with no store chosen picks one here (SPEC §2, §8). */
export function ChooseStorePrompt({ scope }: { scope: StoreScope }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning">{ACCESS_MESSAGES.noStoreSelected}</Alert>
      <Card className="max-w-xl">
        <CardBody>
          <h2 className="mb-3 font-semibold">Select a store</h2>
          {scope.storesLoading ? (
            <Spinner label="Loading stores" />
          ) : scope.storesError ? (
            <Alert tone="error">{scope.storesError.message}</Alert>
          ) : scope.stores.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">No stores found.</p>
          ) : (
            <StorePicker stores={scope.stores} selectedId={null} onSelect={scope.select} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
