import { ROLE_LABELS } from '#domain/roles';
import type { ManagedUser } from '#domain/users/schemas';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { WideTable, type WideTableColumn } from '#web/components/ui/wide-table';
import { UserRowActions, type RowActionHandlers } from './user-row-actions';

const ROLE_TONES: Record<ManagedUser['role'], BadgeTone> = {
  'super-admin': 'red',
  store: 'blue',
  'shift-leader': 'green',
};

/** The created date in the viewer's own time zone and language. */
const createdOn = (user: ManagedUser) =>
  new Date(user.createdAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

const storeLabel = (user: ManagedUser) =>
  user.storeNumber ? `${user.storeNumber} · ${user.storeName ?? ''}` : '—';

const USER_COLUMNS: readonly WideTableColumn[] = [
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Store' },
  { label: 'Created' },
  { label: 'Actions', align: 'right' },
];

export type ActionsFor = (user: ManagedUser) => RowActionHandlers;

/** A table on wider screens; on a phone each user is a readable block of its own. */
export function UsersTable({
  users,
  actionsFor,
}: {
  users: ManagedUser[];
  actionsFor: ActionsFor;
}) {
  return (
    <>
      <WideTable columns={USER_COLUMNS}>
        {users.map((user) => (
          <tr key={user.id}>
            <td className="max-w-72 px-4 py-2">
              <p className="truncate font-medium" title={user.email}>
                {user.email}
              </p>
              {user.displayName && (
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {user.displayName}
                </p>
              )}
            </td>
            <td className="px-4 py-2">
              <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
            </td>
            <td className="px-4 py-2 text-sm">{storeLabel(user)}</td>
            <td className="px-4 py-2 text-sm whitespace-nowrap">{createdOn(user)}</td>
            <td className="px-4 py-1">
              <UserRowActions user={user} {...actionsFor(user)} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="space-y-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-all">{user.email}</p>
              {user.displayName && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{user.displayName}</p>
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Role</dt>
              <dd>
                <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Store</dt>
              <dd>{storeLabel(user)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Created</dt>
              <dd>{createdOn(user)}</dd>
            </dl>
            <UserRowActions user={user} {...actionsFor(user)} />
          </li>
        ))}
      </ul>
    </>
  );
}
