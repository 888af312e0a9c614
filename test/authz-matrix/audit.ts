import { row, SUPER_ADMIN_ONLY, type MatrixRow } from './types';

/**
 * The audit log (docs/decisions/056): it names every person's sign-ins and changes, so it is
 * super admins' alone, read a page at a time or as a file (test/integration/audit).
 */
export const AUDIT_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/audit-log',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/audit-log?action=sign-in&limit=5' }),
  }),
  row({
    route: 'GET /api/audit-log/export',
    expect: SUPER_ADMIN_ONLY(200),
    request: () => ({ method: 'GET', url: '/api/audit-log/export?format=jsonl&action=user' }),
  }),
];
