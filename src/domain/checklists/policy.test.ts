import { describe, expect, it } from 'vitest';
import type { ChecklistResource } from '../authz';
import type { Role } from '../roles';
import { checklistAbilities } from './policy';

const TODAY = '2026-11-22';
/** Deleting on the store's business date, the checklist holding no priority A failure. */
const ON_TODAY = { storeToday: TODAY, hasPriorityAFailure: false };
const WITH_A_FAILURE = { storeToday: TODAY, hasPriorityAFailure: true };
const checklist: ChecklistResource = {
  storeId: 'store-a',
  createdBy: 'creator',
  businessDate: TODAY,
  feedback: null,
};
const past = { ...checklist, businessDate: '2026-11-21' };
const withFeedbackBy = (userId: string) => ({ ...checklist, feedback: { userId } });

const user = (role: Role, id = 'someone', storeId: string | null = 'store-a') => ({
  id,
  role,
  storeId,
});

const NOTHING = {
  read: false,
  edit: false,
  delete: false,
  takeOver: false,
  addFeedback: false,
  editFeedback: false,
};

describe('checklistAbilities', () => {
  describe('super admin', () => {
    const admin = user('super-admin', 'admin', null);
    it('may do everything, in any store, on any date, priority A failure or not', () => {
      expect(checklistAbilities(admin, past, WITH_A_FAILURE).delete).toBe(true);
      expect(checklistAbilities(admin, past, ON_TODAY)).toEqual({
        read: true,
        edit: true,
        delete: true,
        // Taking over is for the shift's own day; a super admin changes any checklist anyway.
        takeOver: false,
        addFeedback: true,
        editFeedback: false,
      });
    });
    it("replaces a manager's feedback rather than editing it, and edits their own", () => {
      expect(checklistAbilities(admin, withFeedbackBy('manager'), ON_TODAY)).toMatchObject({
        addFeedback: true,
        editFeedback: false,
      });
      expect(checklistAbilities(admin, withFeedbackBy('admin'), ON_TODAY).editFeedback).toBe(true);
    });
  });

  describe('store manager', () => {
    const manager = user('store', 'manager');
    it("reads, deletes today's and leaves feedback, but does not edit another's checklist", () => {
      expect(checklistAbilities(manager, checklist, ON_TODAY)).toEqual({
        read: true,
        edit: false,
        delete: true,
        takeOver: true,
        addFeedback: true,
        editFeedback: false,
      });
    });
    it('edits a checklist they created', () => {
      const own = { ...checklist, createdBy: 'manager' };
      expect(checklistAbilities(manager, own, ON_TODAY).edit).toBe(true);
    });
    it("may not delete a past day's checklist", () => {
      expect(checklistAbilities(manager, past, ON_TODAY).delete).toBe(false);
    });
    it("deletes today's checklist that holds a priority A failure", () => {
      expect(checklistAbilities(manager, checklist, WITH_A_FAILURE).delete).toBe(true);
    });
    it('edits only feedback they wrote', () => {
      expect(checklistAbilities(manager, withFeedbackBy('manager'), ON_TODAY).editFeedback).toBe(
        true,
      );
      expect(checklistAbilities(manager, withFeedbackBy('other'), ON_TODAY).editFeedback).toBe(
        false,
      );
    });
    it('sees nothing of another store', () => {
      expect(checklistAbilities(user('store', 'manager', 'store-b'), checklist, ON_TODAY)).toEqual(
        NOTHING,
      );
    });
  });

  describe('shift leader', () => {
    it("edits and deletes today's checklist they created, never feedback", () => {
      expect(checklistAbilities(user('shift-leader', 'creator'), checklist, ON_TODAY)).toEqual({
        read: true,
        edit: true,
        delete: true,
        takeOver: false,
        addFeedback: false,
        editFeedback: false,
      });
    });
    it("only reads another leader's checklist, which they may take over on its day", () => {
      expect(checklistAbilities(user('shift-leader'), checklist, ON_TODAY)).toEqual({
        ...NOTHING,
        read: true,
        takeOver: true,
      });
      expect(checklistAbilities(user('shift-leader'), past, ON_TODAY)).toEqual({
        ...NOTHING,
        read: true,
      });
    });
    it('may not delete their own checklist once it holds a priority A failure', () => {
      const creator = user('shift-leader', 'creator');
      expect(checklistAbilities(creator, checklist, WITH_A_FAILURE)).toEqual({
        read: true,
        edit: true,
        delete: false,
        takeOver: false,
        addFeedback: false,
        editFeedback: false,
      });
    });
    it('may not delete their own checklist from a past day', () => {
      expect(checklistAbilities(user('shift-leader', 'creator'), past, ON_TODAY).delete).toBe(
        false,
      );
    });
    it('sees nothing of another store, even one they created in, nor without a store', () => {
      for (const storeId of ['store-b', null]) {
        const moved = user('shift-leader', 'creator', storeId);
        expect(checklistAbilities(moved, checklist, ON_TODAY)).toEqual(NOTHING);
      }
    });
  });

  it('treats a checklist whose creator was deleted as nobody’s', () => {
    const orphan = { ...checklist, createdBy: null };
    const leader = { id: 'x', role: 'shift-leader' as const, storeId: 'store-a' };
    expect(checklistAbilities(leader, orphan, ON_TODAY).edit).toBe(false);
  });
});
