// The item state machine for the kinds answered in words (docs/decisions/046): yes/no, a choice
// and text, each answer passing or failing the item; N/A with a reason on any kind that allows
// it; and the photo a failure may need, which the item carries for the server to enforce.
import { describe, expect, it } from 'vitest';
import {
  choiceProblems,
  judgeAnswer,
  NA_REASON_MAX_LENGTH,
  parseChoices,
  TEXT_ANSWER_MAX_LENGTH,
  TICK_RULES,
  type ItemAnswerRules,
} from '../answers/kinds';
import { ANSWER_MESSAGES } from '../answers/messages';
import { READING_MESSAGES } from '../readings/messages';
import { applied, LATER, NOW } from './item-fixtures';
import { applyItemChange, itemStatus, openItem, type ItemChange } from './item-state';
import { checklistProgress } from './progress';

const rules = (overrides: Partial<ItemAnswerRules>): ItemAnswerRules => ({
  ...TICK_RULES,
  ...overrides,
});
const pests = openItem('travel-path', rules({ kind: 'yes-no', failsOn: 'no', photoOnFail: true }));
const delivery = openItem(
  'travel-path',
  rules({
    kind: 'choice',
    choices: [
      { label: 'Good', fails: false },
      { label: 'Damaged', fails: true },
    ],
    naAllowed: true,
  }),
);
const batch = openItem('pre-shift', rules({ kind: 'text' }));
const chilled = openItem(
  'travel-path',
  rules({
    kind: 'reading',
    measure: { quantity: 'temperature', unit: null, min: null, max: 5 },
    naAllowed: true,
  }),
);
const tick = openItem('travel-path', rules({ naAllowed: true }));

const answer = (value: string, comment?: string): ItemChange => ({
  type: 'answer',
  value,
  ...(comment === undefined ? {} : { comment }),
});
const refused = (item: Parameters<typeof applied>[0], change: ItemChange) => {
  const result = applyItemChange(item, change, NOW, 'C');
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
};

describe('an answer that passes', () => {
  it.each([
    ['yes/no', pests, 'yes', 'yes'],
    ['a choice', delivery, 'Good', 'Good'],
    ['text, trimmed', batch, '  L2291-B ', 'L2291-B'],
  ] as const)(
    '%s completes the item, keeping what was answered and when',
    (_, item, given, kept) => {
      const { item: after } = applied(item, answer(given));
      expect(after).toMatchObject({
        completed: true,
        completedAt: NOW,
        failed: false,
        answerValue: kept,
        answerUnit: null,
        answeredAt: NOW,
      });
      expect(itemStatus(after)).toBe('completed');
    },
  );

  it('answered again the same way changes nothing (a replayed request)', () => {
    const once = applied(pests, answer('yes')).item;
    const twice = applied(once, answer('yes'), LATER);
    expect(twice.changed).toBe(false);
    expect(twice.item).toBe(once);
  });
});

describe('an answer that fails', () => {
  it.each([
    ['yes/no', pests, 'no'],
    ['a choice', delivery, 'Damaged'],
  ] as const)('%s is refused without what was done, and changes nothing', (_, item, given) => {
    expect(refused(item, answer(given))).toBe(ANSWER_MESSAGES.actionRequired);
    expect(refused(item, answer(given, '   '))).toBe(ANSWER_MESSAGES.actionRequired);
  });

  it.each([
    ['yes/no', pests, 'no', 'yes'],
    ['a choice', delivery, 'Damaged', 'Good'],
  ] as const)(
    '%s fails the item at once with what was done; a later answer that passes resolves it',
    (_, item, failing, passing) => {
      const failed = applied(item, answer(failing, 'Contractor called')).item;
      expect(failed).toMatchObject({
        completed: false,
        failed: true,
        resolved: false,
        failureComment: 'Contractor called',
        failurePriority: 'C',
        answerValue: failing,
      });
      const resolved = applied(failed, answer(passing), LATER).item;
      expect(resolved).toMatchObject({
        failed: true,
        resolved: true,
        resolvedAt: LATER,
        failureComment: 'Contractor called',
        answerValue: passing,
        answeredAt: LATER,
      });
      expect(itemStatus(resolved)).toBe('failed-resolved');
    },
  );

  it('a photo needed on failure does not stop the failure being logged: the server asks for it to resolve', () => {
    const failed = applied(pests, answer('no', 'Droppings')).item;
    expect(failed).toMatchObject({ failed: true, photoOnFail: true });
  });
});

describe('answers that are refused', () => {
  it.each([
    ['a yes/no answered maybe', pests, 'maybe', ANSWER_MESSAGES.yesOrNo],
    ['a choice not on the list', delivery, 'Smelly', ANSWER_MESSAGES.unknownChoice],
    ['a choice in other letters', delivery, 'good', ANSWER_MESSAGES.unknownChoice],
    ['an empty text', batch, '   ', ANSWER_MESSAGES.textRequired],
    [
      'a text too long',
      batch,
      'x'.repeat(TEXT_ANSWER_MAX_LENGTH + 1),
      ANSWER_MESSAGES.textTooLong(TEXT_ANSWER_MAX_LENGTH),
    ],
    ['an answer to a tick', tick, 'yes', ANSWER_MESSAGES.notAnAnswerItem],
    ['an answer to a reading', chilled, '4', ANSWER_MESSAGES.notAnAnswerItem],
  ] as const)('%s', (_, item, given, message) => {
    expect(refused(item, answer(given))).toBe(message);
  });

  it.each([
    ['yes/no', pests],
    ['a choice', delivery],
    ['text', batch],
  ] as const)('%s refuses a tick, and a reading', (_, item) => {
    expect(refused(item, { type: 'complete', completed: true })).toBe(
      ANSWER_MESSAGES.answerRequired,
    );
    expect(refused(item, { type: 'record', value: '4', unit: 'C' })).toBe(
      READING_MESSAGES.notAReadingItem,
    );
  });

  it('unticking takes the answer back; clearing the failure takes the failing answer with it', () => {
    const answered = applied(delivery, answer('Good')).item;
    expect(applied(answered, { type: 'complete', completed: false }).item).toMatchObject({
      completed: false,
      answerValue: null,
      answeredAt: null,
    });
    const failed = applied(delivery, answer('Damaged', 'Sent back')).item;
    expect(applied(failed, { type: 'unfail' }).item).toMatchObject({
      failed: false,
      failureComment: null,
      answerValue: null,
    });
  });
});

describe('N/A', () => {
  const na = (reason: string): ItemChange => ({ type: 'not-applicable', reason });

  it.each([
    ['a tick', tick],
    ['a reading', chilled],
    ['a choice', delivery],
  ] as const)('%s that allows it is done, with its reason and no answer', (_, item) => {
    const { item: after } = applied(item, na('  No delivery today '));
    expect(after).toMatchObject({
      completed: true,
      completedAt: NOW,
      naReason: 'No delivery today',
      answerValue: null,
    });
    // It counts toward progress as done.
    expect(checklistProgress([after, openItem('travel-path')])).toBe(50);
  });

  it('replaces an answer given before, and an answer given after replaces it', () => {
    const answered = applied(delivery, answer('Good')).item;
    const notApplicable = applied(answered, na('Delivery cancelled'), LATER).item;
    expect(notApplicable).toMatchObject({ naReason: 'Delivery cancelled', answerValue: null });
    const again = applied(notApplicable, answer('Good'), LATER).item;
    expect(again).toMatchObject({ naReason: null, answerValue: 'Good', completedAt: LATER });
  });

  it('is undone by unticking', () => {
    const notApplicable = applied(tick, na('Closed for refit')).item;
    expect(applied(notApplicable, { type: 'complete', completed: false }).item).toMatchObject({
      completed: false,
      completedAt: null,
      naReason: null,
    });
  });

  it.each([
    [
      'on an item that does not allow it',
      batch,
      na('Why not'),
      ANSWER_MESSAGES.notApplicableNotAllowed,
    ],
    ['without a reason', tick, na('   '), ANSWER_MESSAGES.notApplicableReasonRequired],
    [
      'with a reason too long',
      tick,
      na('x'.repeat(NA_REASON_MAX_LENGTH + 1)),
      ANSWER_MESSAGES.notApplicableReasonTooLong(NA_REASON_MAX_LENGTH),
    ],
  ] as const)('is refused %s', (_, item, change, message) => {
    expect(refused(item, change)).toBe(message);
  });

  it('is refused on a failed item until the failure is cleared', () => {
    const failed = applied(tick, { type: 'fail', comment: 'Broken', priority: 'B' }).item;
    expect(refused(failed, na('Not ours'))).toBe(ANSWER_MESSAGES.notApplicableWhileFailed);
  });
});

describe('judging and keeping options', () => {
  it('a yes/no fails on the answer its template names, either way round', () => {
    expect(judgeAnswer({ kind: 'yes-no', failsOn: 'yes', choices: null }, 'yes')).toEqual({
      ok: true,
      value: 'yes',
      fails: true,
    });
    expect(judgeAnswer({ kind: 'yes-no', failsOn: 'yes', choices: null }, 'no')).toEqual({
      ok: true,
      value: 'no',
      fails: false,
    });
  });

  it.each([
    [[{ label: 'Only', fails: false }], [ANSWER_MESSAGES.choicesTooFew(2)]],
    [
      Array.from({ length: 9 }, (_, n) => ({ label: `Option ${n}`, fails: false })),
      [ANSWER_MESSAGES.choicesTooMany(8)],
    ],
    [
      [
        { label: 'Good', fails: false },
        { label: ' good ', fails: true },
      ],
      [ANSWER_MESSAGES.choiceLabelRepeated],
    ],
    [
      [
        { label: '', fails: false },
        { label: 'x'.repeat(41), fails: false },
      ],
      [ANSWER_MESSAGES.choiceLabelRequired, ANSWER_MESSAGES.choiceLabelTooLong(40)],
    ],
    [
      [
        { label: 'Damaged', fails: true },
        { label: 'Rejected', fails: true },
      ],
      [ANSWER_MESSAGES.choicesAllFail],
    ],
  ])('options %j are refused with their messages', (options, messages) => {
    expect(choiceProblems(options).map((problem) => problem.message)).toEqual(messages);
  });

  it('options read back from their JSON; anything else is no options', () => {
    const options = [
      { label: 'Good', fails: false },
      { label: 'Damaged', fails: true },
    ];
    expect(parseChoices(JSON.stringify(options))).toEqual(options);
    expect(parseChoices('not json')).toBeNull();
    expect(parseChoices('[{"label":"Good"}]')).toBeNull();
    expect(parseChoices('{"label":"Good","fails":false}')).toBeNull();
    expect(parseChoices(null)).toBeNull();
  });
});
