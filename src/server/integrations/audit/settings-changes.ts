import { SHIFT_CATEGORIES, type ShiftCategory, type ShiftSettings } from '#domain/shifts';
import type { Mapping } from '#domain/sso/api';
import type { StoredSso } from '../../sso/settings';
import { changeOf, type AuditTarget } from './record';

const compact = (detail: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined));

/** What a save of single sign-on changed: the provider, its rules; of the secret only that it did. */
export function ssoSettingsDetail(before: StoredSso, after: StoredSso): Record<string, unknown> {
  const secretReplaced =
    before.provider !== null &&
    after.provider !== null &&
    before.provider.clientSecret !== after.provider.clientSecret;
  return compact({
    provider: changeOf(before.provider?.name ?? null, after.provider?.name ?? null),
    issuer: changeOf(before.provider?.issuer ?? null, after.provider?.issuer ?? null),
    clientId: changeOf(before.provider?.clientId ?? null, after.provider?.clientId ?? null),
    secretReplaced: secretReplaced || undefined,
    createPeople: changeOf(before.createPeople, after.createPeople),
    required: changeOf(before.required, after.required),
    breakGlassEmail: changeOf(before.breakGlassEmail, after.breakGlassEmail),
  });
}

/** A mapping as what a change was done to: "groups = Harbour Leaders". */
export const mappingTarget = (mapping: Mapping): AuditTarget => ({
  kind: 'sso-mapping',
  id: mapping.id,
  name: `${mapping.claim} = ${mapping.value}`,
});

/** What a mapping gives: its role, and the store or area it puts people in. */
export const mappingDetail = (mapping: Mapping): Record<string, unknown> =>
  compact({
    role: mapping.role,
    store: mapping.storeName ?? undefined,
    area: mapping.areaName ?? undefined,
    position: mapping.position + 1,
  });

/**
 * What a save changed of a record, by field: `{ from, to }` for each field `after` gives that is
 * not what it was (a field `after` leaves out stays as it was, and is left out).
 */
export function fieldChanges(before: object, after: object): Record<string, unknown> {
  const was: Record<string, unknown> = { ...before };
  return compact(
    Object.fromEntries(
      Object.entries(after).map(([name, value]) => [
        name,
        value === undefined ? undefined : changeOf(was[name], value),
      ]),
    ),
  );
}

/** The shifts whose times or switch a save changed ('night', 'overnight'…). */
export function shiftChanges(before: ShiftSettings, after: ShiftSettings): ShiftCategory[] {
  return SHIFT_CATEGORIES.filter((shift) => changeOf(before[shift], after[shift]) !== undefined);
}
