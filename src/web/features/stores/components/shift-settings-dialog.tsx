import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { shiftSettingsBodySchema, type AdminStore } from '#domain/stores/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { ApiRequestError } from '#web/lib/api-client';
import { useT } from '#web/lib/i18n';
import { useSaveShiftSettings } from '../api/save-store';
import { storesMessages } from '../messages';
import { DueSettingsFields } from './due-settings-fields';
import { ShiftSettingsFields } from './shift-settings-fields';

/** SPEC §9: the dialog closes this long after a successful save. */
export const SETTINGS_DIALOG_CLOSE_MS = 1500;

type Input = z.input<typeof shiftSettingsBodySchema>;
type Output = z.output<typeof shiftSettingsBodySchema>;

function SettingsForm({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const t = useT(storesMessages);
  const save = useSaveShiftSettings(store.id);
  /** What went wrong, in words: the store is gone, or the server's reason after the spec's line. */
  const failureMessage = (error: unknown): string => {
    if (error instanceof ApiRequestError && error.status === 404) return t('goneWhileEditing');
    if (error instanceof ApiRequestError && error.status < 500) {
      return t('settingsSaveFailedBecause', { reason: error.message });
    }
    return t('settingsSaveFailed');
  };
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
        {saved && <Alert tone="success">{t('settingsUpdated')}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending || saved}>
            {save.isPending ? t('saving') : t('saveSettings')}
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
  const t = useT(storesMessages);
  return (
    <Modal
      open={store !== null}
      onOpenChange={(open) => !open && onClose()}
      title={store ? t('settingsTitle', { name: store.name, number: store.storeNumber }) : ''}
    >
      {store && <SettingsForm key={store.id} store={store} onClose={onClose} />}
    </Modal>
  );
}
