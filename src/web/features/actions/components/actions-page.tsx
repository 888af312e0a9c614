import Timer from 'lucide-react/icons/timer';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { authorize } from '#domain/authz';
import { buttonClasses } from '#web/components/ui/button';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { PageHeader } from '#web/components/ui/page-header';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useSearchState } from '#web/lib/search-state';
import { useStoreScope, type StoreScope } from '#web/lib/store-scope/use-store-scope';
import {
  activeFilterCount,
  apiQueryOf,
  filtersFrom,
  paramsOf,
  scopesFor,
  type ActionScope,
  type ListFilters,
} from '../hooks/list-filters';
import { useActionWriteResults } from '../hooks/use-action-writes';
import { actionsMessages } from '../messages';
import { ActionFilters } from './action-filters';
import { ActionList, useListOwners } from './action-list';
import { ScopeSwitch } from './scope-switch';
import { useActionList } from '../api/get-actions';

function useFilters(scopes: readonly ActionScope[]) {
  const read = useCallback((params: URLSearchParams) => filtersFrom(params, scopes), [scopes]);
  const write = useCallback((filters: ListFilters) => paramsOf(filters, scopes), [scopes]);
  return useSearchState(read, write);
}

/**
 * `/actions`: the corrective actions the person may see, what is due first. A shift leader sees
 * their own; a manager their store's too; a super admin every store's, or one store's.
 */
export function ActionsPage() {
  const user = useCurrentUser();
  return authorize(user, 'store:pick-any') ? <ChainActions /> : <ActionsScreen scope={null} />;
}

/** A super admin chooses a store, or all of them, with the app's store picker. */
function ChainActions() {
  const scope = useStoreScope({ allowAll: true });
  return <ActionsScreen scope={scope} />;
}

/** The path of a store's due times under /actions, beside the actions' (whose ids are UUIDs). */
export const DUE_TIMES_PATH = 'due-times';

/** To a store's due times, for who may set them: its managers, and super admins. */
function DueTimesLink() {
  const t = useT(actionsMessages);
  const user = useCurrentUser();
  const storeId = authorize(user, 'store:pick-any') ? null : user.storeId;
  const allowed =
    storeId === null
      ? authorize(user, 'store:pick-any')
      : authorize(user, 'store:set-action-due', { storeId });
  if (!allowed) return null;
  return (
    <Link to={`/actions/${DUE_TIMES_PATH}`} className={buttonClasses('secondary', 'sm')}>
      <Timer aria-hidden="true" className="h-4 w-4" />
      {t('dueTimesLink')}
    </Link>
  );
}

function ActionsScreen({ scope }: { scope: StoreScope | null }) {
  const t = useT(actionsMessages);
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const scopes = useMemo(() => scopesFor(user), [user]);
  const [filters, setFilters] = useFilters(scopes);
  const query = apiQueryOf(filters, scope?.storeId ?? null);
  // How many pages of this query are shown; another query starts again at one.
  const [more, setMore] = useState({ query, pages: 1 });
  const pages = more.query === query ? more.pages : 1;
  const list = useActionList(query, pages);
  const owners = useListOwners(list.data);
  useActionWriteResults();

  return (
    <>
      <PageHeader
        title={t('title')}
        description={scopes.length > 1 ? t('introManager') : t('introMine')}
        actions={<DueTimesLink />}
      />
      <ScopeSwitch
        scopes={scopes}
        value={filters.scope}
        onChange={(next) => setFilters({ scope: next })}
      />
      {scope && filters.scope === 'all' && (
        <div className="mb-4">
          <StoreScopeControl scope={scope} allowAll />
        </div>
      )}
      <ActionFilters filters={filters} meId={user.id} people={owners} onChange={setFilters} />
      <ActionList
        list={list}
        filtered={activeFilterCount(filters) > 0}
        onMore={() => setMore({ query, pages: pages + 1 })}
      />
    </>
  );
}
