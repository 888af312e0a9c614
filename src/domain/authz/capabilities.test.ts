import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from './capabilities';

describe('role capabilities (SPEC §6)', () => {
  it('gives a super-admin every capability', () => {
    expect(capabilitiesOf('super-admin').sort()).toEqual([
      'add-feedback',
      'admin-area',
      'all-stores',
      'assign-any-role',
      'change-emails',
      'change-roles',
      'delete-checklist-any-date',
      'delete-store-checklists',
      'edit-any-checklist',
      'manage-global-templates',
      'manage-stores',
      'manage-templates',
      'manage-users',
      'seed-templates',
      'view-checklists',
    ]);
  });

  it("gives a store manager their store's admin area but not stores, roles or seeding", () => {
    expect(capabilitiesOf('store').sort()).toEqual([
      'add-feedback',
      'admin-area',
      'delete-store-checklists',
      'manage-templates',
      'manage-users',
      'view-checklists',
    ]);
  });

  it('gives a shift leader the checklist views only', () => {
    expect(capabilitiesOf('shift-leader')).toEqual(['view-checklists']);
  });
});
