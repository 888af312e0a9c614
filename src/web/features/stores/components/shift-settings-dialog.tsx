import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { shiftSettingsBodySchema, type AdminStore } from '#domain/stores/api';
import { STORE_MESSAGES } from '#domain/stores/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { ApiRequestError } from '#web/lib/api-client';
import { useSaveShiftSettings } from '../api/save-store';
import { DueSettingsFields } from './due-settings-fields';
import { ShiftSettingsFields } from './shift-settings-fields';

/** SPEC §9: the dialog closes this long after a successful save. */
export const SETTINGS_DIALOG_CLOSE_MS = 1500;

type Input = z.input<typeof shiftSettingsBodySchema>;
type Output = z.output<typeof shiftSettingsBodySchema>;

/** What went wrong, in words: the store is gone, or the server's reason after the spec's line. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) {
    return STORE_MESSAGES.goneWhileEditing;
  }
  if (error instanceof ApiRequestError && error.status < 500) {
    return `${STORE_MESSAGES.settingsSaveFailed}: ${error.message}`;
  }
  return STORE_MESSAGES.settingsSaveFailed;
}

function SettingsForm({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const save = useSaveShiftSettings(store.id);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(shiftSettingsBodySchema),
    defaultValues: { shiftSettings: store.shiftSettings, dueSettings: store.dueSettings },
  });
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, SETTINGS_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => setSaved(true) }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <ShiftSettingsFields />
        <DueSettingsFields />
        {save.isError && <Alert tone="error">{failureMessage(save.error)}</Alert>}
        {saved && <Alert tone="success">{STORE_MESSAGES.settingsUpdated}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || saved}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** SPEC §2 "Shift settings dialog", opened from a row of the store list. */
export function ShiftSettingsDialog({
  store,
  onClose,
}: {
  store: AdminStore | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={store !== null}
      onOpenChange={(open) => !open && onClose()}
      title={store ? `Shift Settings: ${store.name} (Store ${store.storeNumber})` : ''}
    >
      {store && <SettingsForm key={store.id} store={store} onClose={onClose} />}
    </Modal>
  );
}
