import { useMemo } from 'react';
import type { ActionList as ActionListAnswer } from '#domain/actions/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { useNow } from '#web/lib/use-now';
import type { useActionList } from '../api/get-actions';
import { actionsMessages } from '../messages';
import { ActionRow } from './action-row';

type ListQuery = ReturnType<typeof useActionList>;

/** The people who own actions of the pages loaded, by name: the owner filter offers them. */
export function useListOwners(data: ActionListAnswer | undefined): { id: string; name: string }[] {
  return useMemo(() => {
    const people = new Map<string, string>();
    for (const { owner } of data?.actions ?? []) {
      if (owner?.kind === 'person') people.set(owner.userId, owner.name);
    }
    return [...people]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [data]);
}

/** The actions, what is due first, a page at a time; what to say while there are none. */
export function ActionList({
  list,
  filtered,
  onMore,
}: {
  list: ListQuery;
  filtered: boolean;
  /** Asks for the next page. */
  onMore: () => void;
}) {
  const t = useT(actionsMessages);
  const now = useNow();
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) {
    return (
      <Alert tone="error">
        <p className="font-medium">{t('loadFailed')}</p>
        <p>{list.error.message}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  const { actions, next } = list.data;
  const loading = list.isPlaceholderData && list.isFetching;
  if (actions.length === 0) {
    return (
      <p
        data-testid="actions-empty"
        className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
      >
        {filtered ? t('emptyFiltered') : t('emptyOutstanding')}
      </p>
    );
  }
  return (
    <div aria-busy={loading}>
      <ul aria-label={t('listLabel')} className="space-y-3">
        {actions.map((action) => (
          <ActionRow key={action.id} action={action} now={now} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('shownCount', { count: actions.length })}
        </p>
        {next !== null && (
          <Button variant="secondary" disabled={loading} onClick={onMore}>
            {t('loadMore')}
          </Button>
        )}
        {loading && <Spinner label={t('loading')} />}
      </div>
    </div>
  );
}
