import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import {
  LOCK_MINUTES_BOUNDS,
  lockSettingsBodySchema,
  type LockSettingsBody,
} from '#domain/tablets/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useSaveLockMinutes } from '../api/tablets';
import { tabletsMessages } from '../messages';

type LockInput = z.input<typeof lockSettingsBodySchema>;

/** "Lock after": minutes without a touch before the store's tablets lock. */
export function LockSettingForm({
  storeId,
  lockMinutes,
}: {
  storeId: string;
  lockMinutes: number;
}) {
  const t = useT(tabletsMessages);
  const domainText = useDomainText();
  const save = useSaveLockMinutes(storeId);
  const [saved, setSaved] = useState<number | null>(null);
  const form = useForm<LockInput, unknown, LockSettingsBody>({
    resolver: zodResolver(lockSettingsBodySchema),
    defaultValues: { lockMinutes },
  });
  const message = form.formState.errors.lockMinutes?.message;

  const onSubmit = form.handleSubmit((body) => {
    setSaved(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        form.reset({ lockMinutes: answer.lockMinutes });
        setSaved(answer.lockMinutes);
      },
    });
  });

  return (
    <SectionCard id="tablet-lock" title={t('lockTitle')} description={t('lockDescription')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <TextField
          label={t('lockMinutes')}
          type="number"
          inputMode="numeric"
          min={LOCK_MINUTES_BOUNDS.min}
          max={LOCK_MINUTES_BOUNDS.max}
          step={1}
          className="max-w-60"
          hint={t('lockHint', { min: LOCK_MINUTES_BOUNDS.min, max: LOCK_MINUTES_BOUNDS.max })}
          error={message && domainText(message)}
          {...form.register('lockMinutes', { valueAsNumber: true })}
        />
        {saved !== null && <Alert tone="success">{t('lockSaved', { minutes: saved })}</Alert>}
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SectionCard>
  );
}
