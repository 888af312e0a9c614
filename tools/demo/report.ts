// What `npm run demo` prints: what was loaded and how to sign in.
import { ROLE_LABELS } from '#domain/roles';
import { SHIFT_CATEGORIES, SHIFT_LABELS, type ShiftSettings } from '#domain/shifts';
import type { FirstStartResult } from '#server/setup/first-start';
import { DEMO_AREA, type DemoPerson } from './chain';
import type { DemoResult } from './load';

function shifts(settings: ShiftSettings): string {
  return SHIFT_CATEGORIES.filter((category) => settings[category].enabled)
    .map((category) => {
      const { startTime, endTime } = settings[category];
      return `${SHIFT_LABELS[category]} ${startTime}-${endTime}`;
    })
    .join(', ');
}

function account(person: DemoPerson, where: string): string {
  const role = ROLE_LABELS[person.user.role].padEnd(14);
  const name = (person.user.displayName ?? '').padEnd(14);
  return `  ${role} ${name} ${person.user.email.padEnd(34)} ${person.password.padEnd(18)} ${where}`;
}

export function demoReport(result: DemoResult, seconds: number, location: string): string[] {
  const { chain, outcomes } = result;
  const lines = [
    `Demo chain loaded into ${location} in ${seconds.toFixed(1)} s.`,
    '',
    `${result.checklists} checklists from ${result.from} to ${result.to}: ` +
      `${outcomes.complete} complete, ${outcomes.issues} with unresolved issues, ` +
      `${outcomes.partial} left part-way, ${outcomes['in-progress']} under way today.`,
    '',
    'Stores:',
    ...chain.stores.map(
      (store) =>
        `  ${store.spec.storeNumber.padEnd(5)} ${store.spec.name.padEnd(12)} ${shifts(store.spec.shiftSettings)} (${store.timezone})`,
    ),
    '',
    'Demo accounts (for trying the app only; anyone who reads this can sign in with them):',
    account(chain.admin, 'all stores'),
    account(chain.area, `${DEMO_AREA.name}: ${DEMO_AREA.stores.join(', ')}`),
  ];
  for (const store of chain.stores) {
    const where = `${store.spec.storeNumber} ${store.spec.name}`;
    lines.push(account(store.manager, where));
    for (const leader of store.leaders) lines.push(account(leader, where));
  }
  lines.push('', 'Start the app with `npm start` and sign in with any of them.');
  return lines;
}

/** First start's super-admin, if this run created it: otherwise its password would be lost. */
export function firstStartReport(result: FirstStartResult): string[] {
  const admin = result.createdAdmin;
  if (!admin) return [];
  return [
    'First super-admin created:',
    `  e-mail:   ${admin.email}`,
    admin.generated
      ? `  password: ${admin.password}   (shown only this once)`
      : '  password: the ADMIN_PASSWORD you set',
    '',
  ];
}
