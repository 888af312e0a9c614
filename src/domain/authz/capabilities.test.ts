import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { CAPABILITIES, capabilitiesOf, hasCapability, type Capability } from './capabilities';

const may = (role: Role, capability: Capability) => hasCapability(role, capability);
const holders = (capability: Capability) => ROLES.filter((role) => may(role, capability));

/** Capabilities that reach past one store: the whole chain, or what every store shares. */
const CHAIN_WIDE: Capability[] = [
  'manage-stores',
  'manage-areas',
  'manage-global-templates',
  'seed-templates',
  'change-roles',
  'assign-any-role',
  'change-emails',
  'edit-any-checklist',
  'delete-checklist-any-date',
];

/** Capabilities of the admin area: acting on the store's people, templates and work. */
const ADMIN: Capability[] = [
  'admin-area',
  'manage-users',
  'manage-templates',
  'add-feedback',
  'delete-store-checklists',
  ...CHAIN_WIDE,
];

describe('role capabilities: how they relate', () => {
  it('lets every role see the checklist views (daily, weekly, monthly)', () => {
    expect(holders('view-checklists')).toEqual([...ROLES]);
  });

  it('ranks the roles: leader, store manager, area manager, super admin, each holding all below', () => {
    const [admin, area, manager, leader] = [
      capabilitiesOf('super-admin'),
      capabilitiesOf('area'),
      capabilitiesOf('store'),
      capabilitiesOf('shift-leader'),
    ];
    expect(leader.filter((c) => !manager.includes(c))).toEqual([]);
    expect(manager.filter((c) => !area.includes(c))).toEqual([]);
    // An area's stores are a narrower scope than every store, which a super admin has instead.
    expect(area.filter((c) => !admin.includes(c))).toEqual(['area-stores']);
    // Each step up is a real step: the ranks are not the same role under two names.
    expect(manager.length).toBeGreaterThan(leader.length);
    expect(area.length).toBeGreaterThan(manager.length);
    expect(admin.length).toBeGreaterThan(area.length);
  });

  it('gives a shift leader no admin capability', () => {
    expect(ADMIN.filter((c) => may('shift-leader', c))).toEqual([]);
  });

  it("gives 'all-stores' only to a role that holds every other scope's capability, and everything chain-wide only with it", () => {
    for (const role of ROLES) {
      if (may(role, 'all-stores')) {
        expect(capabilitiesOf(role), role).toEqual(CAPABILITIES.filter((c) => c !== 'area-stores'));
      } else
        expect(
          CHAIN_WIDE.filter((c) => may(role, c)),
          role,
        ).toEqual([]);
    }
  });

  it('gives no capability that needs another without that one', () => {
    const needs: [Capability, Capability][] = [
      ['manage-users', 'admin-area'],
      ['manage-templates', 'admin-area'],
      ['assign-any-role', 'manage-users'],
      ['change-roles', 'manage-users'],
      ['change-emails', 'manage-users'],
      ['manage-global-templates', 'manage-templates'],
      ['seed-templates', 'manage-global-templates'],
      ['delete-checklist-any-date', 'delete-store-checklists'],
      ['edit-any-checklist', 'view-checklists'],
      ['add-feedback', 'view-checklists'],
    ];
    for (const role of ROLES) {
      for (const [capability, needed] of needs) {
        if (may(role, capability)) expect(may(role, needed), `${role}: ${capability}`).toBe(true);
      }
    }
  });
});

describe('role capabilities: SPEC §6, role by role', () => {
  it('lets a super admin do everything §6 lists: stores, roles, any store, any checklist', () => {
    // Every store, so no area's: the one capability a super admin has no need of.
    expect(CAPABILITIES.filter((c) => !may('super-admin', c))).toEqual(['area-stores']);
  });

  it("lets an area manager run their area's stores as a store manager runs theirs, and nothing chain-wide", () => {
    expect(may('area', 'area-stores'), 'area-stores').toBe(true);
    expect(may('area', 'all-stores'), 'all-stores').toBe(false);
    for (const c of ['admin-area', 'manage-users', 'manage-templates', 'add-feedback'] as const) {
      expect(may('area', c), c).toBe(true);
    }
    // They make store managers as well as shift leaders, in their stores.
    expect(may('area', 'assign-store-managers'), 'assign-store-managers').toBe(true);
    expect(may('store', 'assign-store-managers'), 'store: assign-store-managers').toBe(false);
    expect(CHAIN_WIDE.filter((c) => may('area', c))).toEqual([]);
  });

  it("lets a store manager run their store: admin area, users, templates, feedback, today's deletions", () => {
    expect(may('store', 'admin-area'), 'admin-area').toBe(true);
    expect(may('store', 'manage-users'), 'manage-users').toBe(true);
    expect(may('store', 'manage-templates'), 'manage-templates').toBe(true);
    expect(may('store', 'add-feedback'), 'add-feedback').toBe(true);
    expect(may('store', 'delete-store-checklists'), 'delete-store-checklists').toBe(true);
  });

  it('keeps a store manager to their own store and to shift leaders', () => {
    // Pick any store, stores screens, role changes, creating users of any role, seeding.
    expect(may('store', 'all-stores'), 'all-stores').toBe(false);
    expect(may('store', 'manage-stores'), 'manage-stores').toBe(false);
    expect(may('store', 'change-roles'), 'change-roles').toBe(false);
    expect(may('store', 'assign-any-role'), 'assign-any-role').toBe(false);
    expect(may('store', 'seed-templates'), 'seed-templates').toBe(false);
    expect(may('store', 'manage-global-templates'), 'manage-global-templates').toBe(false);
    // docs/decisions/036: a new address for a leader's account would let a manager take it over.
    expect(may('store', 'change-emails'), 'change-emails').toBe(false);
    // A checklist: deleted today only, and edited only by its creator.
    expect(may('store', 'delete-checklist-any-date'), 'delete-checklist-any-date').toBe(false);
    expect(may('store', 'edit-any-checklist'), 'edit-any-checklist').toBe(false);
  });

  it('lets a shift leader fill in checklists, and nothing of the admin area or of others', () => {
    expect(may('shift-leader', 'view-checklists'), 'view-checklists').toBe(true);
    expect(may('shift-leader', 'admin-area'), 'admin-area').toBe(false);
    expect(may('shift-leader', 'manage-users'), 'manage-users').toBe(false);
    expect(may('shift-leader', 'add-feedback'), 'add-feedback').toBe(false);
    // Deletes only their own checklists of today: not others' in the store.
    expect(may('shift-leader', 'delete-store-checklists'), 'delete-store-checklists').toBe(false);
    expect(may('shift-leader', 'all-stores'), 'all-stores').toBe(false);
  });
});
