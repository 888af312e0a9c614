import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n/locales';
import type { NotificationKind } from '#domain/notifications/kinds';
import {
  digestText,
  feedbackText,
  notStartedText,
  priorityFailureText,
  unresolvedAtShiftEndText,
} from '#domain/notifications/texts';
import { notificationIn } from './notification-texts';

const store = { name: 'Riverside', storeNumber: '0042' };
const checklist = { id: 'c1', title: 'Monday, November 23, 2026 - Breakfast Shift' };
const date = '2026-11-23';

/** What the domain writes for each kind, as the notifications table keeps it. */
const STORED: { kind: NotificationKind; title: string; body: string }[] = [
  { kind: 'not-started', ...notStartedText(store, date, 'night') },
  {
    kind: 'priority-failure',
    ...priorityFailureText(store, checklist, { text: 'Fryer oil', priority: 'A', comment: null }),
  },
  {
    kind: 'priority-failure',
    ...priorityFailureText(store, checklist, { text: 'Fryer oil', priority: 'B', comment: 'Cold' }),
  },
  { kind: 'unresolved-at-shift-end', ...unresolvedAtShiftEndText(store, checklist, 3) },
  { kind: 'feedback', ...feedbackText(checklist, 'Mia Manager') },
  {
    kind: 'daily-digest',
    ...digestText(store, {
      date,
      checklists: 3,
      completed: 2,
      averageProgress: 67,
      timeliness: { onTime: 5, late: 1, missed: 0, onTimeRate: 83 },
      lateSections: [{ category: 'day', section: 'travel-path' }],
      missedSections: [],
      openIssues: { A: 1, B: 0, C: 2, D: 0, none: 0 },
    }),
  },
];

/** Phrases of the English texts no translation uses. */
const ENGLISH_WORDS =
  /\b(not started|failure|failed|unresolved|left feedback|Daily digest|completed|on time|average progress|Late|Missed|Open issues|no priority|none)\b/;

describe('a notification’s e-mail in the recipient’s language', () => {
  it('leaves the stored English as it is for English readers', () => {
    for (const stored of STORED) {
      const n = { ...stored, businessDate: date, itemWords: 'Olej' };
      expect(notificationIn('en-GB', n)).toEqual({ title: stored.title, body: stored.body });
      expect(notificationIn('en-US', n)).toEqual({ title: stored.title, body: stored.body });
    }
  });

  it.each(LOCALES.filter((locale) => !locale.startsWith('en-')))(
    'says every kind in %s, no English left but names and the item',
    (locale) => {
      for (const stored of STORED) {
        const said = notificationIn(locale, { ...stored, businessDate: date, itemWords: null });
        expect(said.title, `${stored.kind} title`).not.toBe(stored.title);
        expect(said.body, `${stored.kind} body`).not.toBe(stored.body);
        expect(`${said.title}\n${said.body}`, stored.kind).not.toMatch(ENGLISH_WORDS);
      }
    },
  );

  it('writes Polish with the item in the words the reader was shown', () => {
    const [, failure, withComment, unresolved, , digest] = STORED;
    const n = { businessDate: date, itemWords: 'Olej we frytownicy' };
    expect(notificationIn('pl', { ...failure!, ...n })).toEqual({
      title: 'Niezgodność o priorytecie A: Olej we frytownicy',
      body: '0042 Riverside, poniedziałek, 23 listopada 2026 - Zmiana śniadaniowa: „Olej we frytownicy” – niezgodność.',
    });
    expect(notificationIn('pl', { ...withComment!, ...n }).body).toContain(
      '„Olej we frytownicy” – niezgodność: Cold.',
    );
    expect(notificationIn('pl', { ...unresolved!, ...n }).title).toBe(
      '3 nierozwiązane niezgodności o priorytecie A na koniec zmiany',
    );
    expect(notificationIn('pl', { ...digest!, ...n }).body.split('\n')).toEqual([
      '0042 Riverside, poniedziałek, 23 listopada 2026',
      'Listy kontrolne: 3, ukończone: 2, średni postęp: 67%',
      'Sekcje na czas: 5, z opóźnieniem: 1, pominięte: 0, odsetek na czas: 83%',
      'Z opóźnieniem: Dzienna – Obchód',
      'Pominięte: brak',
      'Otwarte problemy: A 1, B 0, C 2, D 0, bez priorytetu 0',
    ]);
  });
});
