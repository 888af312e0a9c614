import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n/locales';
import {
  actionAssignedText,
  actionDueText,
  actionEscalatedText,
  actionOverdueText,
} from '#domain/notifications/action-texts';
import type { NotificationKind } from '#domain/notifications/kinds';
import {
  digestText,
  feedbackText,
  notStartedText,
  priorityFailureText,
  unresolvedAtShiftEndText,
} from '#domain/notifications/texts';
import { webhookPausedText } from '#domain/notifications/webhook-texts';
import { notificationIn } from './notification-texts';

const store = { name: 'Riverside', storeNumber: '0042' };
const checklist = { id: 'c1', title: 'Monday, November 23, 2026 - Breakfast Shift' };
const date = '2026-11-23';
const where = { store, checklist };
const action = { id: 'a1', itemText: 'Fryer oil', priority: 'A' as const, ownerName: 'Sam Leader' };
const unowned = { ...action, priority: 'B' as const, ownerName: null };
const webhook = { id: 'w1', name: 'Stock system', url: 'https://hooks.example.com/shiftcheck' };

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
      overdueActions: {
        count: 14,
        listed: [
          { priority: 'A', itemText: 'Fryer oil', ownerName: 'Sam Leader', hoursOverdue: 2 },
          { priority: null, itemText: 'Rota posted', ownerName: null, hoursOverdue: 0 },
          { priority: 'D', itemText: 'Door seal', ownerName: 'Cool Co', hoursOverdue: 1 },
        ],
      },
    }),
  },
  { kind: 'action-assigned', ...actionAssignedText(where, action, 'Mia Manager') },
  { kind: 'action-due', ...actionDueText(where, action) },
  { kind: 'action-overdue', ...actionOverdueText(where, action) },
  { kind: 'action-overdue', ...actionOverdueText(where, unowned) },
  { kind: 'action-escalated', ...actionEscalatedText(where, action, 60) },
  { kind: 'action-escalated', ...actionEscalatedText(where, unowned, 60) },
  { kind: 'webhook-paused', ...webhookPausedText(webhook) },
  { kind: 'webhook-paused', ...webhookPausedText(webhook, '2026-11-22 11:40 UTC') },
];

/** Phrases of the English texts no translation uses. */
const ENGLISH_WORDS =
  /\b(not started|failure|failed|unresolved|left feedback|Daily digest|completed|on time|average progress|Late|Missed|Open issues|no priority|none|[Cc]orrective action|overdue|owned by|no owner|not done|more|hours?|less than)\b/;

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
      'Zaległe działania korygujące: 14',
      'A: „Fryer oil”, Sam Leader, zaległe od 2 godzin',
      'bez priorytetu: „Rota posted”, brak osoby odpowiedzialnej, zaległe od niecałej godziny',
      'D: „Door seal”, Cool Co, zaległe od 1 godziny',
      'i 11 kolejnych',
    ]);
  });

  it('writes an action’s notifications in Polish, the item as the reader was shown it', () => {
    const n = { businessDate: date, itemWords: 'Olej we frytownicy' };
    const said = (i: number) => notificationIn('pl', { ...STORED[i]!, ...n });
    const first = STORED.findIndex((s) => s.kind === 'action-assigned');
    expect(said(first)).toEqual({
      title: 'Działanie korygujące dla Ciebie: Olej we frytownicy',
      body: '0042 Riverside, poniedziałek, 23 listopada 2026 - Zmiana śniadaniowa: Mia Manager przekazał(a) Ci działanie korygujące dotyczące „Olej we frytownicy”.',
    });
    expect(said(first + 3).body).toMatch(/jest zaległe i nikt za nie nie odpowiada\.$/);
    expect(said(first + 4).body).toMatch(
      /za które odpowiada Sam Leader, nadal nie jest wykonane 60 minut po terminie\.$/,
    );
  });

  it('tells a paused webhook’s owner in Polish, with its name, address and since when', () => {
    const n = { businessDate: date, itemWords: null };
    const paused = STORED.filter((s) => s.kind === 'webhook-paused');
    const [plain, since] = paused.map((stored) => notificationIn('pl', { ...stored, ...n }));
    expect(plain?.title).toBe('Webhook „Stock system” wstrzymany');
    expect(plain?.body).toMatch(
      /^Wszystkie próby wysłania zdarzeń na adres https:\/\/hooks\.example\.com\/shiftcheck kończą się niepowodzeniem od 24 godzin, dlatego/,
    );
    expect(since?.body).toContain('od 24 godzin, czyli od 2026-11-22 11:40 UTC, dlatego');
  });
});
