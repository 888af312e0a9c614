import { businessDate, businessDayStart, type IsoDate } from '#domain/dates';
import { createChecklist } from '#server/checklists/create-service';
import type { AppDeps } from '#server/deps';
import { playShiftScript } from './activity';
import {
  createDemoChain,
  DEMO_EMAIL_DOMAIN,
  DEMO_STORES,
  type DemoChain,
  type DemoStore,
} from './chain';
import { assertDemoCanLoad } from './guard';
import { planStoreHistory, type Outcome, type ShiftPlan } from './plan';
import { seededRandom, seedFor } from './random';
import { removeDemoData } from './repository';
import { writeShiftScript } from './script';

/** Same seed, same clock: the same history, checklist for checklist. */
export const DEMO_SEED = 20_260_228;

export interface DemoResult {
  chain: DemoChain;
  checklists: number;
  outcomes: Record<Outcome, number>;
  from: IsoDate;
  to: IsoDate;
}

interface PlannedShift {
  store: DemoStore;
  plan: ShiftPlan;
}

function planChain(chain: DemoChain, now: Date, seed: number): PlannedShift[] {
  return chain.stores.flatMap((store) => {
    const { shiftSettings, storeNumber } = store.spec;
    const today = businessDate(now, store.timezone, businessDayStart(shiftSettings));
    const random = seededRandom(seedFor(seed, storeNumber));
    return planStoreHistory(shiftSettings, store.timezone, today, now, random).map((plan) => ({
      store,
      plan,
    }));
  });
}

async function loadShift(deps: AppDeps, { store, plan }: PlannedShift, seed: number) {
  const leader = store.leaders[plan.leader].user;
  // Created as the leader would have, at the start of that shift.
  const atShiftStart = { ...deps, clock: { now: () => plan.start } };
  const { checklist } = await createChecklist(atShiftStart, leader, {
    storeId: store.id,
    category: plan.category,
    date: plan.date,
  });
  const random = seededRandom(
    seedFor(seed, `${store.spec.storeNumber}/${plan.date}/${plan.category}`),
  );
  const script = writeShiftScript(plan, checklist, store.spec.crew, deps.clock.now(), random);
  await playShiftScript(deps, checklist, script, { leader, manager: store.manager.user });
}

/**
 * Shifts are independent, so PostgreSQL gets several at once (its round trips, not its work,
 * are what take the time); SQLite has one connection and one writer, so there they queue.
 */
async function loadShifts(deps: AppDeps, shifts: readonly PlannedShift[], seed: number) {
  const workers = deps.db.dialect === 'postgres' ? 6 : 1;
  const queue = [...shifts];
  const failures: unknown[] = [];
  const work = async () => {
    // After a failure the other workers stop taking shifts, so the clean-up runs alone.
    for (let shift = queue.shift(); shift && failures.length === 0; shift = queue.shift()) {
      try {
        await loadShift(deps, shift, seed);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  if (failures.length > 0) throw failures[0];
}

/**
 * Loads the demo chain: three stores, their people and eight weeks of shifts up to today.
 * Refuses (DemoRefusal) on a database with data of its own; undoes itself if it fails.
 */
export async function loadDemoChain(deps: AppDeps, seed = DEMO_SEED): Promise<DemoResult> {
  await assertDemoCanLoad(deps);
  try {
    const chain = await createDemoChain(deps);
    const shifts = planChain(chain, deps.clock.now(), seed);
    await loadShifts(deps, shifts, seed);
    const outcomes = { complete: 0, issues: 0, partial: 0, 'in-progress': 0 };
    for (const { plan } of shifts) outcomes[plan.outcome] += 1;
    const dates = shifts.map(({ plan }) => plan.date).sort();
    return {
      chain,
      checklists: shifts.length,
      outcomes,
      from: dates[0] ?? '',
      to: dates.at(-1) ?? '',
    };
  } catch (error) {
    const numbers = DEMO_STORES.map((store) => store.storeNumber);
    await removeDemoData(deps.db.kysely, numbers, DEMO_EMAIL_DOMAIN);
    throw error;
  }
}
