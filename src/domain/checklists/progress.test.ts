import { describe, expect, it } from 'vitest';
import type { Section } from '../sections';
import type { ProgressItem } from './progress';
import {
  checklistProgress,
  checklistStatus,
  displayedProgress,
  nextCompletedAt,
  openIssueCount,
  ringColour,
  sectionCounts,
  sectionProgress,
  summariseChecklist,
} from './progress';

const T0 = '2024-05-01T10:00:00.000Z';
const NOW = '2024-05-01T11:00:00.000Z';

function item(section: Section, state: 'open' | 'completed' | 'failed' | 'resolved'): ProgressItem {
  return {
    section,
    completed: state === 'completed',
    failed: state === 'failed' || state === 'resolved',
    resolved: state === 'resolved',
  };
}

const many = (count: number, state: Parameters<typeof item>[1]) =>
  Array.from({ length: count }, () => item('travel-path', state));

describe('checklistProgress', () => {
  it.each([
    { name: 'no items', items: [], progress: 0 },
    { name: 'nothing done', items: many(3, 'open'), progress: 0 },
    {
      name: '1 of 3 completed',
      items: [...many(1, 'completed'), ...many(2, 'open')],
      progress: 33,
    },
    {
      name: '2 of 3 done counting a failure',
      items: [...many(1, 'completed'), ...many(1, 'failed'), ...many(1, 'open')],
      progress: 67,
    },
    {
      name: 'all completed or failed',
      items: [...many(1, 'completed'), ...many(1, 'resolved'), ...many(1, 'failed')],
      progress: 100,
    },
    {
      name: '199 of 200 done stays below 100',
      items: [...many(199, 'completed'), ...many(1, 'open')],
      progress: 99,
    },
    {
      name: '1 of 201 done stays above 0',
      items: [...many(1, 'completed'), ...many(200, 'open')],
      progress: 1,
    },
  ])('$name → $progress', ({ items, progress }) => {
    expect(checklistProgress(items)).toBe(progress);
  });
});

describe('section progress and counts', () => {
  const items = [
    item('pre-shift', 'completed'),
    item('pre-shift', 'failed'),
    item('travel-path', 'completed'),
    item('travel-path', 'resolved'),
    item('travel-path', 'failed'),
    item('travel-path', 'open'),
  ];

  it('computes each section on its own items', () => {
    expect(sectionProgress(items, 'pre-shift')).toBe(100);
    expect(sectionProgress(items, 'travel-path')).toBe(75);
    expect(sectionProgress(items, 'post-shift')).toBe(0);
  });

  it('counts done, total and unresolved issues per section', () => {
    expect(sectionCounts(items, 'pre-shift')).toEqual({ done: 2, total: 2, issues: 1 });
    expect(sectionCounts(items, 'travel-path')).toEqual({ done: 3, total: 4, issues: 1 });
    expect(sectionCounts(items, 'post-shift')).toEqual({ done: 0, total: 0, issues: 0 });
    expect(openIssueCount(items)).toBe(2);
  });
});

describe('completedAt and status', () => {
  it('sets completedAt at 100, keeps the first one, and clears it below 100', () => {
    expect(nextCompletedAt(100, null, NOW)).toBe(NOW);
    expect(nextCompletedAt(100, T0, NOW)).toBe(T0);
    expect(nextCompletedAt(99, T0, NOW)).toBeNull();
  });

  it.each([
    { completedAt: T0, openIssues: 2, expected: { kind: 'completed', label: 'Completed' } },
    { completedAt: null, openIssues: 1, expected: { kind: 'issues', label: '1 issue(s)' } },
    { completedAt: null, openIssues: 3, expected: { kind: 'issues', label: '3 issue(s)' } },
    { completedAt: null, openIssues: 0, expected: { kind: 'in-progress', label: 'In progress' } },
  ])('$expected.label', ({ expected, ...checklist }) => {
    expect(checklistStatus(checklist)).toEqual(expected);
  });

  it('summarises what the server stores', () => {
    const done = [item('pre-shift', 'completed'), item('travel-path', 'failed')];
    expect(summariseChecklist(done, null, NOW)).toEqual({
      progress: 100,
      completedAt: NOW,
      openIssues: 1,
    });
    expect(summariseChecklist(done, T0, NOW).completedAt).toBe(T0);
    const half = [item('pre-shift', 'completed'), item('post-shift', 'open')];
    expect(summariseChecklist(half, T0, NOW)).toEqual({
      progress: 50,
      completedAt: null,
      openIssues: 0,
    });
  });
});

describe('ring and bar', () => {
  it.each([
    {
      name: 'all done',
      items: [item('pre-shift', 'completed'), item('pre-shift', 'failed')],
      colour: 'green',
      shown: 100,
    },
    {
      name: 'some done',
      items: [item('pre-shift', 'completed'), item('pre-shift', 'open')],
      colour: 'amber',
      shown: 40,
    },
    { name: 'none done', items: [item('pre-shift', 'open')], colour: 'grey', shown: 40 },
    { name: 'no items', items: [], colour: 'grey', shown: 40 },
  ])('$name → $colour', ({ items, colour, shown }) => {
    expect(ringColour(items)).toBe(colour);
    // 40 stands for a stale stored value: only all-done overrides it.
    expect(displayedProgress(items, 40)).toBe(shown);
  });
});
