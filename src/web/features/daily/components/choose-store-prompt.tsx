import { Alert } from '#web/components/ui/alert';
import { Card, CardBody } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { StorePicker } from '#web/components/stores/store-picker';
import type { StoreScope } from '#web/lib/store-scope/use-store-scope';

/**
 * A super-admin's first step on the daily view: the chain's stores, to pick the one to show
 * (SPEC §2; the choice is remembered). `dayLabel` names the day when one was asked for.
 */
export function ChooseStorePrompt({
  scope,
  dayLabel,
  onSelect,
}: {
  scope: StoreScope;
  dayLabel: string | null;
  onSelect: (storeId: string) => void;
}) {
  return (
    <Card role="region" aria-labelledby="choose-store-heading" className="max-w-xl">
      <CardBody className="space-y-3">
        <div>
          <h2 id="choose-store-heading" className="text-lg font-semibold">
            Choose a store
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {dayLabel
              ? `Which store’s checklists for ${dayLabel} would you like to see?`
              : 'Which store’s checklists would you like to see? This browser remembers your choice, and you can change it at any time.'}
          </p>
        </div>
        {scope.storesLoading ? (
          <Spinner label="Loading stores" />
        ) : scope.storesError ? (
          <Alert tone="error">{scope.storesError.message}</Alert>
        ) : scope.stores.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No stores found.</p>
        ) : (
          <StorePicker
            stores={scope.stores}
            selectedId={scope.storeId}
            onSelect={(storeId) => storeId && onSelect(storeId)}
          />
        )}
      </CardBody>
    </Card>
  );
}
