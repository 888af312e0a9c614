// The sweep (docs/decisions/050): each scheduler run looks again at the checklists changed since
// the last, and keeps what the signals find.
import type { AppDeps } from '../deps';
import { evaluateChecklists } from './evaluate';
import { changesSince, moveSweep, sweepPosition } from './kept-repository';
import { evaluation, writer } from './service';
import { readThresholds } from './settings';

/** How many changes the sweep reads in one run; a backlog is caught up run by run. */
export const SWEEP_EVENTS = 5_000;
/** Checklists looked at together. */
const SWEEP_CHECKLISTS = 100;
/**
 * A change is passed over once it is this old: one younger may still be committing with a lower
 * number than one already seen (PostgreSQL hands the numbers out before the commits).
 */
const SETTLED_MS = 10_000;

/**
 * Looks again at every checklist changed since the last run, from the history's changes in
 * order; the position moves past the changes settled. Two instances at once find and keep the
 * same signals. Answers how many signals were added, changed or dropped.
 */
export async function sweepSignals(deps: AppDeps): Promise<number> {
  const db = deps.db.kysely;
  const position = await sweepPosition(db);
  const events = await changesSince(db, position, SWEEP_EVENTS);
  if (events.length === 0) return 0;
  const now = deps.clock.now();
  const settledBefore = now.getTime() - SETTLED_MS;
  let settled = position;
  for (const event of events) {
    if (Date.parse(event.at) >= settledBefore) break;
    settled = event.id;
  }
  const checklists = [...new Set(events.map((event) => event.checklist_id))];
  const readingsChanged = new Set(
    events
      .filter((event) => event.after_json?.includes('"answerValue"'))
      .map((event) => event.checklist_id),
  );
  const { thresholds } = await readThresholds(db);
  let changed = 0;
  for (let i = 0; i < checklists.length; i += SWEEP_CHECKLISTS) {
    const batch = checklists.slice(i, i + SWEEP_CHECKLISTS);
    changed += await evaluateChecklists(
      db,
      evaluation(deps, thresholds, batch, readingsChanged),
      writer(deps),
      now.toISOString(),
    );
  }
  if (settled > position) {
    await writer(deps)((trx) => moveSweep(trx, settled));
  }
  return changed;
}
