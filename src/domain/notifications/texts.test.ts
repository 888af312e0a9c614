import { describe, expect, it } from 'vitest';
import { digestText, notStartedText } from './texts';

const store = { name: 'High Street', storeNumber: '228' };

describe('notification texts a manager reads', () => {
  it('names the day in words, as the screens do, and still links to it by its date', () => {
    const text = notStartedText(store, '2026-11-23', 'day');
    expect(text.body).toBe(
      '228 High Street: no day checklist for Monday, November 23, 2026, 30 minutes after the shift began.',
    );
    expect(text.link).toBe('/?date=2026-11-23');
  });

  it('gives the digest the day it is about, in its title and first line', () => {
    const text = digestText(store, {
      date: '2026-11-22',
      checklists: 3,
      completed: 2,
      averageProgress: 90,
      timeliness: { onTime: 7, late: 1, missed: 1, onTimeRate: 78 },
      lateSections: [{ category: 'night', section: 'post-shift' }],
      missedSections: [],
      openIssues: { A: 1, B: 0, C: 2, D: 0, none: 0 },
    });
    expect(text.title).toBe('Daily digest for Sunday, November 22, 2026');
    expect(text.body.split('\n')).toEqual([
      '228 High Street, Sunday, November 22, 2026',
      'Checklists: 3, completed: 2, average progress: 90%',
      'Sections on time: 7, late: 1, missed: 1, on-time rate: 78%',
      'Late: Night – Handover & Post Shift Reflection',
      'Missed: none',
      'Open issues: A 1, B 0, C 2, D 0, no priority 0',
    ]);
    expect(text.link).toBe('/?date=2026-11-22');
  });
});
