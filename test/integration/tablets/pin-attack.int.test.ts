// The attack check (docs/decisions/051): someone at the store's tablet, or at ten of them at once,
// types 1,000 PINs at the store's people. How many were checked against a PIN at all, how many
// people were locked, how many got in. The people's PINs and the guesses come from a fixed seed,
// the guesses in the order a guesser tries them (the common PINs first, then counting up).
import { afterAll, describe, expect, it } from 'vitest';
import {
  PIN_TRIES_PER_PERSON,
  PIN_TRIES_PER_PERSON_ANYWHERE,
  PIN_TRIES_PER_TABLET,
} from '#domain/tablets/api';
import { isTooSimplePin } from '#domain/tablets/pin';
import { hashPassword } from '#server/auth/passwords';
import { hashToken, newToken } from '#server/auth/tokens';
import { savePin } from '#server/tablets/repository';
import { TABLET_COOKIE } from '#server/tablets/tablet-cookie';
import { createStore, createUser } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const PEOPLE = 30;
const GUESSES = 1_000;
/** Guesses in flight at once, as a script hammering the tablet would send them. */
const IN_FLIGHT = 50;

/** The PINs people pick most (after the runs ShiftCheck refuses), then every number in turn. */
const COMMON = ['2580', '0852', '1212', '1004', '2000', '6969', '1122', '1313', '4444', '2222'];
function guessAt(n: number): string {
  return n < COMMON.length ? COMMON[n]! : String((n * 7919) % 10_000).padStart(4, '0');
}

/** A small seeded generator: the same people's PINs on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Outcome {
  sent: number;
  checked: number;
  locked: number;
  gotIn: number;
}

describe.each(testDialects())('1,000 PIN guesses on %s', (dialect) => {
  const t = useTestApp(dialect);
  const results: string[] = [];
  afterAll(() => console.log(results.join('\n')));

  async function store(name: string) {
    const storeId = (await createStore(t.deps, { name })).id;
    const random = seeded(name.length * 101);
    const people: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const person = await createUser(t.deps, { role: 'shift-leader', storeId });
      let pin: string;
      do pin = String(Math.floor(random() * 10_000)).padStart(4, '0');
      while (isTooSimplePin(pin));
      await savePin(t.deps.db.kysely, {
        userId: person.id,
        pinHash: await hashPassword(pin),
        mustChange: false,
        now: t.clock.now().toISOString(),
      });
      people.push(person.id);
    }
    return { storeId, people };
  }

  async function tablet(storeId: string): Promise<{ id: string; cookie: string }> {
    const token = newToken();
    const id = crypto.randomUUID();
    await t.deps.db.kysely
      .insertInto('store_tablets')
      .values({
        id,
        store_id: storeId,
        name: `Tablet ${id.slice(0, 4)}`,
        token_hash: hashToken(token),
        paired_by_name: 'A manager',
        paired_at: t.clock.now().toISOString(),
      })
      .execute();
    return { id, cookie: `${TABLET_COOKIE}=${token}` };
  }

  /** Sends the guesses, `IN_FLIGHT` at a time, each at the next person in turn. */
  async function attack(tablets: { cookie: string }[], people: string[]): Promise<Outcome> {
    const statuses: number[] = [];
    for (let start = 0; start < GUESSES; start += IN_FLIGHT) {
      const batch = Array.from({ length: Math.min(IN_FLIGHT, GUESSES - start) }, (_, i) => {
        const n = start + i;
        const userId = people[n % people.length]!;
        const pin = guessAt(Math.floor(n / people.length));
        return t.app.inject({
          method: 'POST',
          url: '/api/tablet/sign-in',
          headers: {
            cookie: tablets[n % tablets.length]!.cookie,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ userId, pin }),
        });
      });
      for (const answer of await Promise.all(batch)) statuses.push(answer.statusCode);
    }
    expect(
      statuses.every((status) => [200, 401, 429].includes(status)),
      String(statuses),
    ).toBe(true);
    const failures = await t.deps.db.kysely
      .selectFrom('sign_in_failures')
      .select(['subject'])
      .where('subject', 'like', 'pin%')
      .execute();
    const checked = failures.filter((f) => f.subject.startsWith('pin-tablet:')).length;
    const perPersonOnTablet = new Map<string, number>();
    const perPerson = new Map<string, number>();
    for (const { subject } of failures) {
      if (subject.startsWith('pin:'))
        perPersonOnTablet.set(subject, (perPersonOnTablet.get(subject) ?? 0) + 1);
      if (subject.startsWith('pin-person:'))
        perPerson.set(subject, (perPerson.get(subject) ?? 0) + 1);
    }
    expect(Math.max(...perPerson.values())).toBeLessThanOrEqual(PIN_TRIES_PER_PERSON_ANYWHERE);
    expect(Math.max(...perPersonOnTablet.values())).toBeLessThanOrEqual(PIN_TRIES_PER_PERSON);
    const lockedPeople = new Set(
      [...perPersonOnTablet]
        .filter(([, count]) => count >= PIN_TRIES_PER_PERSON)
        .map(([subject]) => subject.split(':')[2]),
    );
    for (const [subject, count] of perPerson) {
      if (count >= PIN_TRIES_PER_PERSON_ANYWHERE) lockedPeople.add(subject.split(':')[1]);
    }
    await t.deps.db.kysely.deleteFrom('sign_in_failures').execute();
    return {
      sent: statuses.length,
      checked,
      locked: lockedPeople.size,
      gotIn: statuses.filter((status) => status === 200).length,
    };
  }

  it('from one tablet: at most 25 checked, and nobody gets in', async () => {
    const { storeId, people } = await store('One tablet');
    const outcome = await attack([await tablet(storeId)], people);
    results.push(`${dialect}, one tablet: ${JSON.stringify(outcome)}`);
    expect(outcome.checked).toBeLessThanOrEqual(PIN_TRIES_PER_TABLET);
    expect(outcome.gotIn).toBe(0);
  });

  it('from ten tablets at once: at most ten checks a person, and nobody gets in', async () => {
    const { storeId, people } = await store('Ten tablets');
    const tablets = [];
    for (let i = 0; i < 10; i += 1) tablets.push(await tablet(storeId));
    const outcome = await attack(tablets, people);
    results.push(`${dialect}, ten tablets: ${JSON.stringify(outcome)}`);
    expect(outcome.checked).toBeLessThanOrEqual(
      Math.min(10 * PIN_TRIES_PER_TABLET, PEOPLE * PIN_TRIES_PER_PERSON_ANYWHERE),
    );
    expect(outcome.gotIn).toBe(0);
  });
});
