import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Action } from '#domain/actions/api';
import { useActionWords } from '#web/components/actions/action-words';
import { uiMessages } from '#web/components/messages';
import { SectionCard } from '#web/components/ui/card';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { outcomeWords } from '../hooks/action-words';
import { actionsMessages } from '../messages';

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd
        className="mt-0.5 break-words whitespace-pre-line text-slate-900 sm:col-span-2 sm:mt-0 dark:text-slate-100"
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** What failed, where and when, who opened it and owns it, and what has been done since. */
export function ActionFacts({ action }: { action: Action }) {
  const t = useT(actionsMessages);
  const words = useActionWords();
  const ui = useT(uiMessages);
  const labels = useLabels();
  const itemLabels = useItemLabels();
  const format = useFormat();
  const byAt = (name: string | null, at: string | null) =>
    t('byAt', { name: name ?? '', when: at ? format.dateTime(at) : '' });
  const owner = action.owner;

  return (
    <SectionCard id="action-facts" title={t('whatFailed')}>
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <Fact term={t('issue')} testId="action-comment">
          {action.failureComment || t('noComment')}
        </Fact>
        <Fact term={t('priority')}>
          {action.priority ? itemLabels.priority(action.priority) : t('priorityNone')}
        </Fact>
        <Fact term={t('checklist')}>
          <Link
            to={`/checklists/${encodeURIComponent(action.checklistId)}`}
            className="inline-flex min-h-11 items-center font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
          >
            {itemLabels.checklistTitle(action.businessDate, action.category)}
          </Link>
        </Fact>
        <Fact term={t('section')}>{labels.section(action.section)}</Fact>
        <Fact term={t('store')}>
          {ui('storeWithNumber', { name: action.storeName, number: action.storeNumber })}
        </Fact>
        <Fact term={t('opened')}>{byAt(action.openedByName, action.openedAt)}</Fact>
        <Fact term={t('due')}>{format.dateTime(action.dueAt)}</Fact>
        <Fact term={t('owner')} testId="action-owner">
          {owner === null
            ? t('notAssigned')
            : owner.kind === 'person'
              ? owner.name
              : `${words.owner(owner)}\n${owner.email}`}
        </Fact>
        <Fact term={t('status')}>{words.status(action.status)}</Fact>
        {action.doneNote !== null && (
          <Fact term={t('whatWasDone')} testId="action-done-note">
            {action.doneNote}
            {'\n'}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {byAt(action.doneByName, action.doneAt)}
            </span>
          </Fact>
        )}
        {action.productOutcome !== null && (
          <Fact term={t('productOutcome')}>{outcomeWords(t, action.productOutcome)}</Fact>
        )}
        {action.verifiedAt !== null && (
          <Fact term={t('verified')} testId="action-verified">
            {byAt(action.verifiedByName, action.verifiedAt)}
          </Fact>
        )}
        {action.reopenReason !== null && (
          <Fact term={t('reopenedBecause')}>{action.reopenReason}</Fact>
        )}
      </dl>
      {action.doneNote !== null && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('fixPhotosOnChecklist')}
        </p>
      )}
    </SectionCard>
  );
}
