import { describe, expect, it } from 'vitest';
import {
  actionAssignedText,
  actionEscalatedText,
  actionIdOfSubject,
  actionOverdueText,
  actionSubject,
} from './action-texts';
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
      overdueActions: {
        count: 3,
        listed: [
          { priority: 'A', itemText: 'Fryer oil', ownerName: 'Sam Leader', hoursOverdue: 1 },
          { priority: null, itemText: 'Rota posted', ownerName: null, hoursOverdue: 0 },
        ],
      },
    });
    expect(text.title).toBe('Daily digest for Sunday, November 22, 2026');
    expect(text.body.split('\n')).toEqual([
      '228 High Street, Sunday, November 22, 2026',
      'Checklists: 3, completed: 2, average progress: 90%',
      'Sections on time: 7, late: 1, missed: 1, on-time rate: 78%',
      'Late: Night – Handover & Post Shift Reflection',
      'Missed: none',
      'Open issues: A 1, B 0, C 2, D 0, no priority 0',
      'Overdue actions: 3',
      'A: “Fryer oil”, Sam Leader, overdue by 1 hour',
      'no priority: “Rota posted”, no owner, overdue by less than an hour',
      'and 1 more',
    ]);
    expect(text.link).toBe('/?date=2026-11-22');
  });
});

describe('corrective actions’ notification texts', () => {
  const where = { store, checklist: { title: 'Monday, November 23, 2026 - Breakfast Shift' } };
  const action = { id: 'a1', itemText: 'Fryer oil', priority: 'A' as const, ownerName: 'Sam' };

  it('lead to the action', () => {
    expect(actionAssignedText(where, action, 'Mia Manager')).toEqual({
      title: 'Corrective action for you: Fryer oil',
      body: '228 High Street, Monday, November 23, 2026 - Breakfast Shift: Mia Manager gave you the corrective action on “Fryer oil”.',
      link: '/actions/a1',
    });
  });

  it('name the owner, or that there is none, to the managers and super admins', () => {
    expect(actionOverdueText(where, action).body).toContain('owned by Sam, is overdue.');
    expect(actionOverdueText(where, { ...action, ownerName: null }).body).toMatch(
      /is overdue and has no owner\.$/,
    );
    expect(actionEscalatedText(where, action, 60).body).toMatch(
      /owned by Sam, is still not done 60 minutes after it was due\.$/,
    );
  });

  it('are keyed by the action and its due time, which the action is found again from', () => {
    const subject = actionSubject({ id: 'a1', dueAt: '2026-11-23T08:30:00.000Z' });
    expect(subject).toBe('a1@2026-11-23T08:30:00.000Z');
    expect(actionIdOfSubject(subject)).toBe('a1');
  });
});
