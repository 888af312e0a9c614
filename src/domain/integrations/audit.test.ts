import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, AUDIT_LOG_MIN_DAYS, auditActionsOf } from './audit';
import { AUDIT_FILTERS, auditExportUrl } from './audit-api';

describe('the audit log’s actions', () => {
  it('each belongs to one listed group, and every group has actions', () => {
    const prefixes = new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]));
    expect([...prefixes].sort()).toEqual([...AUDIT_ACTION_GROUPS].sort());
    for (const group of AUDIT_ACTION_GROUPS) {
      expect(auditActionsOf(group).length, group).toBeGreaterThan(0);
    }
  });

  it('a filter names one action, or every action of a group', () => {
    expect(auditActionsOf('sign-in')).toEqual([
      'sign-in.succeeded',
      'sign-in.failed',
      'sign-in.signed-out',
    ]);
    expect(auditActionsOf('user.deleted')).toEqual(['user.deleted']);
    expect(new Set(AUDIT_FILTERS).size).toBe(AUDIT_FILTERS.length);
  });

  it('is kept at least a year', () => {
    expect(AUDIT_LOG_MIN_DAYS).toBeGreaterThanOrEqual(365);
  });

  it('exports the filters shown, not the page asked for', () => {
    expect(
      auditExportUrl('jsonl', { action: 'sign-in', who: '', from: '2026-03-01', timeZone: 'UTC' }),
    ).toBe('/api/audit-log/export?format=jsonl&action=sign-in&from=2026-03-01&timeZone=UTC');
  });
});
