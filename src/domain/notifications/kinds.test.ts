import { describe, expect, it } from 'vitest';
import { channelsFor, isEscalation, kindsReaching } from './kinds';

describe('kindsReaching', () => {
  it('asks a shift leader about feedback on their checklists and the actions they own', () => {
    expect(kindsReaching('shift-leader')).toEqual(['feedback', 'action-assigned', 'action-due']);
  });

  it("asks a store manager about every kind but the chain's, a super admin about the chain's escalations, feedback and their own webhooks", () => {
    expect(kindsReaching('store')).toEqual([
      'not-started',
      'priority-failure',
      'unresolved-at-shift-end',
      'feedback',
      'daily-digest',
      'action-assigned',
      'action-due',
      'action-overdue',
      'pin-locked',
      'webhook-paused',
    ]);
    expect(kindsReaching('super-admin')).toEqual([
      'unresolved-at-shift-end',
      'feedback',
      'action-escalated',
      'webhook-paused',
    ]);
  });

  it('asks whoever may make webhooks about their own paused ones, never a shift leader', () => {
    expect(kindsReaching('area')).toContain('webhook-paused');
    expect(kindsReaching('shift-leader')).not.toContain('webhook-paused');
  });
});

describe('a paused webhook', () => {
  it('always reaches its owner in the app; only its e-mail can be turned off', () => {
    expect(isEscalation('webhook-paused')).toBe(true);
    expect(channelsFor('webhook-paused')).toEqual(['in-app', 'in-app-email']);
  });
});

describe('corrective actions’ kinds', () => {
  it('let the owner silence their own reminders, never the escalations above them', () => {
    expect(channelsFor('action-assigned')).toContain('off');
    expect(channelsFor('action-due')).toContain('off');
    expect(isEscalation('action-overdue')).toBe(true);
    expect(isEscalation('action-escalated')).toBe(true);
    expect(channelsFor('action-overdue')).not.toContain('off');
    expect(channelsFor('action-escalated')).not.toContain('off');
  });
});
