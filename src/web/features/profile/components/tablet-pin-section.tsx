import { useQuery } from '@tanstack/react-query';
import { pinStatusSchema } from '#domain/tablets/api';
import { PIN_STATUS_KEY, SetPinForm } from '#web/components/pin/set-pin-form';
import { api } from '#web/lib/api-client';
import { useT } from '#web/lib/i18n';
import { profileMessages } from '../messages';

/** Profile → Security: the PIN that opens the person's session on their store's tablet. */
export function TabletPinSection() {
  const t = useT(profileMessages);
  const status = useQuery({
    queryKey: PIN_STATUS_KEY,
    queryFn: () => api.get('/api/auth/pin', pinStatusSchema),
  });
  const state = status.data;
  return (
    <section className="space-y-3" aria-labelledby="tablet-pin-heading">
      <h2 id="tablet-pin-heading" className="text-lg font-semibold">
        {t('pinHeading')}
      </h2>
      <p className="max-w-prose text-slate-600 dark:text-slate-400">{t('pinIntro')}</p>
      {state && (
        <p className="font-medium">
          {state.mustChange ? t('pinMustChange') : state.hasPin ? t('pinSetAlready') : t('pinNone')}
        </p>
      )}
      <SetPinForm />
    </section>
  );
}
