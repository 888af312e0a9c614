import type { AuditEntry } from '#domain/integrations/audit-api';
import { Button } from '#web/components/ui/button';
import { WideTable, type WideTableColumn } from '#web/components/ui/wide-table';
import { useFormat, useT } from '#web/lib/i18n';
import { auditMessages } from '../messages';
import { useAuditWords, type DetailLine } from './audit-words';

/** What changed, how, which file: one line a field, as `dt`/`dd` pairs of the caller's list. */
function DetailPairs({ lines }: { lines: DetailLine[] }) {
  return lines.map((line) => (
    <div key={line.label} className="contents">
      <dt className="text-slate-600 dark:text-slate-400">{line.label}</dt>
      <dd className="min-w-0 break-words">{line.value}</dd>
    </div>
  ));
}

const PAIRS = 'grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm';

/** Who did it, and a way to see only what they did (a person or a token: someone with an id). */
function Actor({ entry, onOnly }: { entry: AuditEntry; onOnly: (entry: AuditEntry) => void }) {
  const t = useT(auditMessages);
  const words = useAuditWords();
  const name = words.actor(entry.actor);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="break-words">{name}</span>
      {entry.actor.id !== null && (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 px-2 text-blue-700 underline dark:text-blue-300"
          aria-label={t('onlyThemLabel', { name })}
          onClick={() => onOnly(entry)}
        >
          {t('onlyThem')}
        </Button>
      )}
    </span>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const words = useAuditWords();
  const target = words.target(entry.target);
  if (!target) return null;
  return (
    <span className="break-words">
      <span className="text-slate-600 dark:text-slate-400">{target.kind}: </span>
      {target.name}
    </span>
  );
}

/**
 * The entries, newest first: a table on wider screens; on a phone each entry is a card of its
 * own, its action and time first.
 */
export function AuditEntries({
  entries,
  onOnly,
}: {
  entries: AuditEntry[];
  /** Narrows the log to what this entry's actor did. */
  onOnly: (entry: AuditEntry) => void;
}) {
  const t = useT(auditMessages);
  const format = useFormat();
  const words = useAuditWords();
  const columns: readonly WideTableColumn[] = [
    { label: t('when') },
    { label: t('what') },
    { label: t('who') },
    { label: t('about') },
  ];
  return (
    <>
      <WideTable columns={columns}>
        {entries.map((entry) => {
          const lines = words.detail(entry.detail);
          return (
            <tr key={entry.id} className="align-top">
              <td className="px-4 py-2 text-sm whitespace-nowrap">
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </td>
              <td className="px-4 py-2">
                <p className="font-medium">{words.action(entry.action)}</p>
                {lines.length > 0 && (
                  <dl className={`mt-1 ${PAIRS}`}>
                    <DetailPairs lines={lines} />
                  </dl>
                )}
              </td>
              <td className="px-4 py-1 text-sm">
                <Actor entry={entry} onOnly={onOnly} />
                {entry.ip && (
                  <p className="font-mono text-slate-600 dark:text-slate-400">
                    <span className="sr-only">{t('address')}: </span>
                    {entry.ip}
                  </p>
                )}
              </td>
              <td className="px-4 py-2 text-sm">
                <Target entry={entry} />
                {entry.storeName && (
                  <p>
                    <span className="text-slate-600 dark:text-slate-400">{t('store')}: </span>
                    {entry.storeName}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </WideTable>
      <ul
        aria-label={t('entriesLabel')}
        className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-2 px-4 py-3">
            <div>
              <p className="font-medium">{words.action(entry.action)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </p>
            </div>
            <dl className={PAIRS}>
              <dt className="text-slate-600 dark:text-slate-400">{t('who')}</dt>
              <dd className="min-w-0">
                <Actor entry={entry} onOnly={onOnly} />
              </dd>
              {entry.target && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('about')}</dt>
                  <dd className="min-w-0">
                    <Target entry={entry} />
                  </dd>
                </>
              )}
              {entry.storeName && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('store')}</dt>
                  <dd className="min-w-0 break-words">{entry.storeName}</dd>
                </>
              )}
              {entry.ip && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('address')}</dt>
                  <dd className="min-w-0 font-mono break-all">{entry.ip}</dd>
                </>
              )}
              <DetailPairs lines={words.detail(entry.detail)} />
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
