import Search from 'lucide-react/icons/search';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import { useCallback, useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authorize, hasCapability } from '#domain/authz';
import { ROLES, type Role } from '#domain/roles';
import { USER_LIST_MESSAGES } from '#domain/users/list-messages';
import type { ManagedUser } from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useCurrentUser } from '#web/lib/current-user';
import { useUsers } from '../api/list-users';
import { useDeleteUser } from '../api/save-user';
import { useStoreOptions } from '../api/store-options';
import { userMessages } from '../messages';
import { PasswordResetDialog } from './password-reset-dialog';
import { UsersTable } from './users-table';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-medium';

export function UsersPage() {
  const t = useT(userMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  const me = useCurrentUser();
  const location = useLocation();
  // The user form sends people back here with what happened (a save, or a refusal); what is
  // done here afterwards replaces it.
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [storeId, setStoreId] = useState('');
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const allStores = authorize(me, 'store:pick-any');
  const stores = useStoreOptions();
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(role ? { role } : {}),
    ...(storeId ? { storeId } : {}),
  });
  const remove = useDeleteUser();
  const closeReset = useCallback(() => setResetEmail(null), []);
  usePageTitle(t('pageTitle'));

  const actionsFor = (user: ManagedUser) => ({
    confirming: confirmingId === user.id,
    deleting: remove.isPending,
    canDelete: user.id !== me.id && authorize(me, 'user:manage', user),
    onReset: () => setResetEmail(user.email),
    onAskDelete: () => setConfirmingId(user.id),
    onCancelDelete: () => setConfirmingId(null),
    onConfirmDelete: () =>
      remove.mutate(user.id, {
        onSuccess: () =>
          setNotice({ tone: 'success', text: domainText(USER_LIST_MESSAGES.deleted) }),
        onError: () => setNotice(null),
        onSettled: () => setConfirmingId(null),
      }),
  });

  return (
    <>
      <PageHeader
        title={t('heading')}
        description={
          hasCapability(me.role, 'all-stores')
            ? t('descriptionAllStores')
            : hasCapability(me.role, 'area-stores')
              ? t('descriptionArea')
              : t('descriptionOwnStore')
        }
        actions={
          <>
            {authorize(me, 'user:change-role') && (
              <Link
                to="/admin/users/role"
                className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
              >
                <UserRoundCog aria-hidden="true" className="h-5 w-5" />
                {t('changeRole')}
              </Link>
            )}
            <Link
              to="/admin/users/new"
              className={`${linkButton} bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400`}
            >
              <UserPlus aria-hidden="true" className="h-5 w-5" />
              {t('addUser')}
            </Link>
          </>
        }
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {remove.isError && (
        <Alert tone="error" className="mb-4">
          {remove.error.message}
        </Alert>
      )}
      <Card className="mb-4 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="relative">
          <TextField
            label={t('searchByEmail')}
            type="search"
            inputMode="email"
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute end-3 bottom-3 h-5 w-5 text-slate-400"
          />
        </div>
        <SelectField
          label={t('role')}
          value={role}
          onChange={(e) => setRole(roleOf(e.target.value))}
        >
          <option value="">{t('allRoles')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {labels.role(r)}
            </option>
          ))}
        </SelectField>
        {allStores && (
          <SelectField
            label={t('store')}
            value={storeId}
            onChange={(e) => setStoreId(e.target.value)}
          >
            <option value="">
              {hasCapability(me.role, 'area-stores') ? t('allMyStores') : t('allStores')}
            </option>
            {(stores.data ?? []).map((store) => (
              <option key={store.id} value={store.id}>
                {store.storeNumber} · {store.name}
              </option>
            ))}
          </SelectField>
        )}
      </Card>
      <Card>
        {users.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('loadingUsers')} />
          </div>
        ) : users.isError ? (
          <Alert tone="error" className="m-4">
            {users.error.message}
          </Alert>
        ) : users.data.length === 0 ? (
          <p className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
            {search || role || storeId ? t('noMatches') : t('noUsers')}
          </p>
        ) : (
          <UsersTable users={users.data} actionsFor={actionsFor} />
        )}
      </Card>
      {resetEmail && <PasswordResetDialog email={resetEmail} onClose={closeReset} />}
    </>
  );
}

const roleOf = (value: string): Role | '' => ROLES.find((r) => r === value) ?? '';

function readNotice(state: unknown): { tone: 'success' | 'error'; text: string } | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  if (typeof notice !== 'object' || notice === null) return null;
  if (!('text' in notice) || typeof notice.text !== 'string') return null;
  const tone = 'tone' in notice && notice.tone === 'error' ? 'error' : 'success';
  return { tone, text: notice.text };
}
