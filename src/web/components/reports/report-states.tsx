import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoAssignedStore } from '../stores/no-assigned-store';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { Alert } from '../ui/alert';
import { NotAvailableOffline } from '../ui/not-available-offline';
import { PageSpinner } from '../ui/spinner';

interface ReportStatesProps<T> {
  header: ReactNode;
  /** A non-super-admin without a store: there is nothing to report on. */
  unassigned: boolean;
  report: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** What the weekly and monthly views show before their report is there: a message or a spinner. */
export function ReportStates<T>({ header, unassigned, report, children }: ReportStatesProps<T>) {
  if (unassigned) {
    return (
      <>
        {header}
        <NoAssignedStore />
      </>
    );
  }
  if (isUnavailableOffline(report)) {
    return (
      <>
        {header}
        <NotAvailableOffline />
      </>
    );
  }
  if (report.isPending) return <PageSpinner />;
  if (report.isError) {
    return (
      <>
        {header}
        <Alert tone="error">{report.error.message}</Alert>
      </>
    );
  }
  return (
    <>
      {header}
      {children(report.data)}
    </>
  );
}
