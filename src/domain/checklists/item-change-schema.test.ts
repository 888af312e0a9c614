import { describe, expect, it } from 'vitest';
import { itemChangeSchema } from './item-state';
import { ISSUE_COMMENT_MAX_LENGTH, ISSUE_COMMENT_TOO_LONG } from './messages';
import { PRIORITIES, PRIORITY_INFO, failurePrioritySchema } from './priorities';

describe('itemChangeSchema', () => {
  it.each([
    { type: 'complete', completed: true },
    { type: 'fail', comment: 'Door broken' },
    { type: 'fail', comment: 'Door broken', priority: 'A' },
    { type: 'fail', comment: 'Door broken', priority: null },
    { type: 'unfail' },
    { type: 'resolve', resolved: false },
    { type: 'resolve', resolved: true, comment: 'Fixed' },
  ])('accepts %j', (body) => {
    expect(itemChangeSchema.parse(body)).toEqual(body);
  });

  it.each([
    { type: 'toggle' },
    { type: 'complete' },
    { type: 'complete', completed: 'yes' },
    { type: 'fail' },
    { type: 'fail', comment: 'x', priority: 'E' },
    { type: 'resolve', comment: 'x' },
  ])('rejects %j', (body) => {
    expect(itemChangeSchema.safeParse(body).success).toBe(false);
  });

  it('limits comments to the maximum length with a readable message', () => {
    const comment = 'x'.repeat(ISSUE_COMMENT_MAX_LENGTH);
    expect(itemChangeSchema.safeParse({ type: 'fail', comment }).success).toBe(true);
    const tooLong = itemChangeSchema.safeParse({
      type: 'resolve',
      resolved: true,
      comment: `${comment}x`,
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(ISSUE_COMMENT_TOO_LONG);
  });
});

describe('priorities', () => {
  it('describes every priority A-D with the spec timeframes', () => {
    expect(PRIORITIES.map((p) => PRIORITY_INFO[p].timeframe)).toEqual([
      'Fix now',
      'Fix now',
      'Within 1-3 hours',
      'Within 1-3 days',
    ]);
    expect(PRIORITY_INFO.A.description).toMatch(/food safety/i);
    expect(failurePrioritySchema.safeParse('E').success).toBe(false);
  });
});
