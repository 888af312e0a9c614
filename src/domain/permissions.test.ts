import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from './permissions';

describe('role capabilities (SPEC §6)', () => {
  it('gives a super-admin every capability', () => {
    expect([...capabilitiesOf('super-admin')].sort()).toEqual([
      'add-feedback',
      'admin-area',
      'change-roles',
      'delete-checklist-any-date',
      'manage-stores',
      'manage-templates',
      'manage-users',
      'pick-any-store',
      'seed-templates',
      'view-checklists',
    ]);
  });

  it('gives a store manager the admin area for their store but not stores, roles or seeding', () => {
    expect([...capabilitiesOf('store')].sort()).toEqual([
      'add-feedback',
      'admin-area',
      'manage-templates',
      'manage-users',
      'view-checklists',
    ]);
  });

  it('gives a shift leader the checklist views only', () => {
    expect(capabilitiesOf('shift-leader')).toEqual(['view-checklists']);
  });
});
