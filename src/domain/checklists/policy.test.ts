import { describe, expect, it } from 'vitest';
import type { ChecklistResource } from '../authz';
import type { Role } from '../roles';
import { checklistAbilities } from './policy';

const TODAY = '2026-11-22';
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
  addFeedback: false,
  editFeedback: false,
};

describe('checklistAbilities', () => {
  describe('super admin', () => {
    const admin = user('super-admin', 'admin', null);
    it('may do everything, in any store, on any date', () => {
      expect(checklistAbilities(admin, past, TODAY)).toEqual({
        read: true,
        edit: true,
        delete: true,
        addFeedback: true,
        editFeedback: false,
      });
    });
    it("replaces a manager's feedback rather than editing it, and edits their own", () => {
      expect(checklistAbilities(admin, withFeedbackBy('manager'), TODAY)).toMatchObject({
        addFeedback: true,
        editFeedback: false,
      });
      expect(checklistAbilities(admin, withFeedbackBy('admin'), TODAY).editFeedback).toBe(true);
    });
  });

  describe('store manager', () => {
    const manager = user('store', 'manager');
    it("reads, deletes today's and leaves feedback, but does not edit another's checklist", () => {
      expect(checklistAbilities(manager, checklist, TODAY)).toEqual({
        read: true,
        edit: false,
        delete: true,
        addFeedback: true,
        editFeedback: false,
      });
    });
    it('edits a checklist they created', () => {
      const own = { ...checklist, createdBy: 'manager' };
      expect(checklistAbilities(manager, own, TODAY).edit).toBe(true);
    });
    it("may not delete a past day's checklist", () => {
      expect(checklistAbilities(manager, past, TODAY).delete).toBe(false);
    });
    it('edits only feedback they wrote', () => {
      expect(checklistAbilities(manager, withFeedbackBy('manager'), TODAY).editFeedback).toBe(true);
      expect(checklistAbilities(manager, withFeedbackBy('other'), TODAY).editFeedback).toBe(false);
    });
    it('sees nothing of another store', () => {
      expect(checklistAbilities(user('store', 'manager', 'store-b'), checklist, TODAY)).toEqual(
        NOTHING,
      );
    });
  });

  describe('shift leader', () => {
    it("edits and deletes today's checklist they created, never feedback", () => {
      expect(checklistAbilities(user('shift-leader', 'creator'), checklist, TODAY)).toEqual({
        read: true,
        edit: true,
        delete: true,
        addFeedback: false,
        editFeedback: false,
      });
    });
    it("only reads another leader's checklist", () => {
      expect(checklistAbilities(user('shift-leader'), checklist, TODAY)).toEqual({
        ...NOTHING,
        read: true,
      });
    });
    it('may not delete their own checklist from a past day', () => {
      expect(checklistAbilities(user('shift-leader', 'creator'), past, TODAY).delete).toBe(false);
    });
    it('sees nothing of another store, even one they created in, nor without a store', () => {
      for (const storeId of ['store-b', null]) {
        const moved = user('shift-leader', 'creator', storeId);
        expect(checklistAbilities(moved, checklist, TODAY)).toEqual(NOTHING);
      }
    });
  });

  it('treats a checklist whose creator was deleted as nobody’s', () => {
    const orphan = { ...checklist, createdBy: null };
    const leader = { id: 'x', role: 'shift-leader' as const, storeId: 'store-a' };
    expect(checklistAbilities(leader, orphan, TODAY).edit).toBe(false);
  });
});
