import { describe, expect, it } from 'vitest';
import type { ReportDay, ShiftCell } from '#domain/reports/api';
import { cellState, progressLabel, reportCategories } from './shift-cell-state';

const cell = (overrides: Partial<ShiftCell>): ShiftCell => ({
  category: 'day',
  count: 1,
  averageProgress: 100,
  completeAndResolved: 1,
  openIssues: 0,
  checklistId: 'c1',
  ...overrides,
});

describe('cellState (SPEC §2 weekly grid)', () => {
  it('is a dash without a checklist', () => {
    expect(cellState(undefined)).toEqual({ kind: 'none' });
    expect(cellState(cell({ count: 0, completeAndResolved: 0 }))).toEqual({ kind: 'none' });
  });

  it('is a green tick only when every checklist is complete with nothing unresolved', () => {
    expect(cellState(cell({}))).toEqual({ kind: 'done', percent: 100 });
  });

  it('shows unresolved failures apart, with their count, even at 100 %', () => {
    expect(cellState(cell({ completeAndResolved: 0, openIssues: 1 }))).toEqual({
      kind: 'open',
      percent: 100,
      openIssues: 1,
    });
    expect(cellState(cell({ averageProgress: 40, completeAndResolved: 0, openIssues: 2 }))).toEqual(
      { kind: 'open', percent: 40, openIssues: 2 },
    );
    expect(progressLabel(100, 1)).toBe('100% · 1 open');
    expect(progressLabel(80, 0)).toBe('80%');
  });

  it('is an amber warning with the (average) percent otherwise', () => {
    expect(cellState(cell({ averageProgress: 80, completeAndResolved: 0 }))).toEqual({
      kind: 'attention',
      percent: 80,
    });
    expect(cellState(cell({ count: 3, averageProgress: 93, completeAndResolved: 2 }))).toEqual({
      kind: 'attention',
      percent: 93,
    });
  });
});

describe('reportCategories', () => {
  const day = (shifts: ShiftCell[]): ReportDay => ({ date: '2026-11-16', shifts });

  it('shows overnight only when a store in scope runs it or a checklist exists for it', () => {
    expect(reportCategories([day([])], false)).toEqual(['breakfast', 'day', 'night']);
    expect(reportCategories([day([])], true)).toEqual(['breakfast', 'day', 'night', 'overnight']);
    expect(reportCategories([day([cell({ category: 'overnight' })])], false)).toContain(
      'overnight',
    );
  });
});
