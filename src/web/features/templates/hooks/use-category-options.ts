import { authorize } from '#domain/authz';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import { useCurrentUser } from '#web/lib/current-user';
import { useTemplateStores } from '../api/templates';

/**
 * SPEC §2: overnight is offered to super admins, and to a manager whose store runs it.
 * `storeRunsOvernight` answers for a store id (the manager's own when none is given).
 */
export function useCategoryOptions() {
  const user = useCurrentUser();
  const stores = useTemplateStores();
  // Picks among stores (a super admin, an area manager); only a super admin writes global ones.
  const chainWide = authorize(user, 'store:pick-any');
  const globalAllowed = authorize(user, 'template:write', { storeId: null });
  const storeRunsOvernight = (storeId: string | null) => {
    const id = storeId ?? user.storeId;
    return stores.data?.find((store) => store.id === id)?.shiftSettings.overnight.enabled ?? false;
  };
  const categories: ShiftCategory[] = SHIFT_CATEGORIES.filter(
    (category) => category !== 'overnight' || chainWide || storeRunsOvernight(user.storeId),
  );
  return { categories, chainWide, globalAllowed, stores, storeRunsOvernight };
}
