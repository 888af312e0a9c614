import { hasCapability } from '#domain/authz';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';

/** What "every store" is called for the person: all of the chain's, or all of an area's. */
export function useAllStoresLabel(): string {
  const t = useT(uiMessages);
  const user = useCurrentUser();
  return hasCapability(user.role, 'area-stores') ? t('allMyStores') : t('allStores');
}
