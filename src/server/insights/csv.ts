import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { League, LeagueFigures, MostFailed } from '#domain/insights/api';
import { text } from '../exports/csv-rows';
import type { DocumentLanguage } from '../exports/document-texts';
import type { FileDownload } from '../http/send-file';

type Cell = string | number;

const rate = (value: number | null): Cell => value ?? '';

function figureCells(f: LeagueFigures): Cell[] {
  return [
    f.checklists,
    f.completed,
    rate(f.completion),
    rate(f.onTime),
    f.sectionsDue,
    f.failures,
    rate(f.failuresPerChecklist),
    f.openActions,
    f.overdueActions,
    f.readingsOutside,
    f.recurring,
    f.signOffsMissing,
  ];
}

/** A BOM and CRLF line ends, as the other exports: Excel reads the file as UTF-8. */
function csvFile(fileName: string, rows: Cell[][]): FileDownload {
  const body = stringify(rows, { bom: true, record_delimiter: 'windows' });
  return { fileName, contentType: 'text/csv; charset=utf-8', stream: Readable.from([body]) };
}

const periodName = (scope: League['scope']) =>
  scope.period === 'month' ? scope.from.slice(0, 7) : `week-${scope.from}`;

/** The league table as it is on screen: a row per store, by store number, then the total. */
export function leagueCsv(league: League, { t }: DocumentLanguage): FileDownload {
  const header = [
    t('csvStoreNumber'),
    t('csvStoreName'),
    t('checklists'),
    t('completed'),
    t('csvCompletionPercent'),
    t('csvOnTimePercent'),
    t('csvSectionsDue'),
    t('csvFailures'),
    t('csvFailuresPerChecklist'),
    t('csvOpenActions'),
    t('csvOverdueActions'),
    t('csvReadingsOutside'),
    t('csvRecurringFailures'),
    t('csvSignOffsMissing'),
  ];
  const rows = league.stores.map((row) => [
    text(row.storeNumber),
    text(row.name),
    ...figureCells(row),
  ]);
  const total = ['', t('csvTotal'), ...figureCells(league.total)];
  return csvFile(`insights-league-${periodName(league.scope)}.csv`, [header, ...rows, total]);
}

/** The most-failed items, most first, each with the stores that failed it most. */
export function mostFailedCsv(list: MostFailed, { t }: DocumentLanguage): FileDownload {
  const header = [
    t('csvItem'),
    t('csvFailures'),
    t('csvRecurringFailures'),
    t('csvStoresFailing'),
    t('csvFailedMostAt'),
  ];
  const rows = list.items.map((item) => [
    text(item.textShown),
    item.failures,
    item.recurring,
    item.storeCount,
    text(
      item.stores
        .map((s) =>
          t('csvStoreFailures', { number: s.storeNumber, name: s.name, count: s.failures }),
        )
        .join('; '),
    ),
  ]);
  return csvFile(`insights-most-failed-${periodName(list.scope)}.csv`, [header, ...rows]);
}
