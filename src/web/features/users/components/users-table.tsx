import scimEnglish from '#domain/i18n/catalogues/scim/en.json' with { type: 'json' };
import type { ManagedUser } from '#domain/users/schemas';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { WideTable, type WideTableColumn } from '#web/components/ui/wide-table';
import { defineNamespace, useFormat, useLabels, useT } from '#web/lib/i18n';
import { userMessages } from '../messages';
import { UserRowActions, type RowActionHandlers } from './user-row-actions';

const ROLE_TONES: Record<ManagedUser['role'], BadgeTone> = {
  'super-admin': 'red',
  area: 'orange',
  store: 'blue',
  'shift-leader': 'green',
};

/** The created date in the viewer's own time zone, in the person's language. */
const createdOn = (user: ManagedUser, locale: string) =>
  new Date(user.createdAt).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** Where the person works: their store, or an area manager's area. */
const storeLabel = (user: ManagedUser) =>
  user.storeNumber
    ? `${user.storeNumber} · ${user.storeName ?? ''}`
    : user.role === 'area' && user.areaName
      ? user.areaName
      : '—';

export type ActionsFor = (user: ManagedUser) => RowActionHandlers;

/** The tag of someone the identity provider turned off (SCIM): its text is SCIM's. */
const scimMessages = defineNamespace('scim', scimEnglish);

function DeactivatedTag({ user }: { user: ManagedUser }) {
  const t = useT(scimMessages);
  if (!user.deactivated) return null;
  return (
    <Badge tone="neutral" className="shrink-0">
      {t('deactivated')}
    </Badge>
  );
}

/** A table on wider screens; on a phone each user is a readable block of its own. */
export function UsersTable({
  users,
  actionsFor,
}: {
  users: ManagedUser[];
  actionsFor: ActionsFor;
}) {
  const t = useT(userMessages);
  const labels = useLabels();
  const { locale } = useFormat();
  const columns: readonly WideTableColumn[] = [
    { label: t('email') },
    { label: t('role') },
    { label: t('store') },
    { label: t('created') },
    { label: t('actions'), align: 'right' },
  ];
  return (
    <>
      <WideTable columns={columns}>
        {users.map((user) => (
          <tr key={user.id}>
            <td className="max-w-72 px-4 py-2">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <span className="truncate" title={user.email}>
                  {user.email}
                </span>
                <DeactivatedTag user={user} />
              </p>
              {user.displayName && (
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {user.displayName}
                </p>
              )}
            </td>
            <td className="px-4 py-2">
              <Badge tone={ROLE_TONES[user.role]}>{labels.role(user.role)}</Badge>
            </td>
            <td className="px-4 py-2 text-sm">{storeLabel(user)}</td>
            <td className="px-4 py-2 text-sm whitespace-nowrap">{createdOn(user, locale)}</td>
            <td className="px-4 py-1">
              <UserRowActions user={user} {...actionsFor(user)} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul
        className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
        aria-label={t('usersList')}
      >
        {users.map((user) => (
          <li key={user.id} className="space-y-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-all">
                {user.email} <DeactivatedTag user={user} />
              </p>
              {user.displayName && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{user.displayName}</p>
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('role')}</dt>
              <dd>
                <Badge tone={ROLE_TONES[user.role]}>{labels.role(user.role)}</Badge>
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('store')}</dt>
              <dd>{storeLabel(user)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('created')}</dt>
              <dd>{createdOn(user, locale)}</dd>
            </dl>
            <UserRowActions user={user} {...actionsFor(user)} />
          </li>
        ))}
      </ul>
    </>
  );
}
