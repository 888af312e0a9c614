import { describe, expect, it } from 'vitest';
import { openItem } from './item-state';
import { personName, sectionCountsBySection, shiftTargetCounts } from './summary';

describe('shiftTargetCounts', () => {
  it('counts only targets with text; one nobody marked Achieved is not met (SPEC §4)', () => {
    expect(
      shiftTargetCounts([
        { text: 'Speed of service', achieved: true },
        { text: 'Accuracy', achieved: false },
        { text: 'Upsell', achieved: null },
        { text: '   ', achieved: true },
        { text: '', achieved: null },
      ]),
    ).toEqual({ withText: 3, met: 1, unmet: 2 });
  });

  it('is all zero for four blank targets', () => {
    const blank = { text: '', achieved: null };
    expect(shiftTargetCounts([blank, blank, blank, blank])).toEqual({
      withText: 0,
      met: 0,
      unmet: 0,
    });
  });
});

describe('sectionCountsBySection', () => {
  it('gives every section a row, empty ones included', () => {
    const items = [
      { ...openItem('pre-shift'), completed: true },
      { ...openItem('pre-shift'), failed: true },
      openItem('travel-path'),
    ];
    expect(sectionCountsBySection(items)).toEqual({
      'pre-shift': { done: 2, total: 2, issues: 1 },
      'travel-path': { done: 0, total: 1, issues: 0 },
      'post-shift': { done: 0, total: 0, issues: 0 },
    });
  });
});

describe('personName', () => {
  it('prefers the display name, then the e-mail, then Unknown User', () => {
    expect(personName({ displayName: ' Sam ', email: 'sam@x.example' })).toBe('Sam');
    expect(personName({ displayName: '  ', email: 'sam@x.example' })).toBe('sam@x.example');
    expect(personName({ displayName: null, email: null })).toBe('Unknown User');
  });
});
