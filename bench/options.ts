import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Seconds each autocannon run lasts. */
  duration: number;
  connections: number;
  /** Rounds of bare → app → bare (the ratio is the median over rounds). */
  rounds: number;
  /** The chain the bulk loader seeds: stores × days of history × three shifts. */
  stores: number;
  days: number;
  /** Sequential requests per request type for the chain-scale timings. */
  samples: number;
  /** Which databases: sqlite, postgres (needs BENCH_DATABASE_URL) or both. */
  only: 'sqlite' | 'postgres' | null;
  /** Leave out the autocannon comparison (chain-scale timings only). */
  chainOnly: boolean;
  label: string | null;
  /** Only these request types (names as printed, comma-separated), e.g. "item tick". */
  requests: string[] | null;
  /** Seed checklists without their items (reports and the dashboard never read items). */
  noItems: boolean;
  /**
   * Also run the app of this commit (bench/baseline.ts) against the same database, each request
   * type right beside this checkout's in every round: before and after on one machine.
   */
  baseline: string | null;
  /** Record a CPU profile of the server and print where its time went. */
  profile: boolean;
  /**
   * Seed the chain's corrective actions (bench/seed-actions.ts: 50,000 open, 2 million closed)
   * and add the "actions, …" request types.
   */
  actions: boolean;
}

const HELP = `npm run bench -- [--duration 10] [--connections 50] [--rounds 3]
                   [--stores 10] [--days 120] [--samples 40]
                   [--only sqlite|postgres] [--chain-only] [--label text]
                   [--requests "item tick,checklist detail"] [--profile] [--no-items]
                   [--actions] [--baseline <commit>]
PostgreSQL runs too when BENCH_DATABASE_URL is set.`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '3' },
      stores: { type: 'string', default: '10' },
      days: { type: 'string', default: '120' },
      samples: { type: 'string', default: '40' },
      only: { type: 'string' },
      'chain-only': { type: 'boolean', default: false },
      label: { type: 'string' },
      requests: { type: 'string' },
      profile: { type: 'boolean', default: false },
      'no-items': { type: 'boolean', default: false },
      actions: { type: 'boolean', default: false },
      baseline: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
    return n;
  };
  const only = values.only ?? null;
  if (only !== null && only !== 'sqlite' && only !== 'postgres') {
    throw new Error('--only must be sqlite or postgres');
  }
  return {
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    rounds: positive('rounds', values.rounds),
    stores: positive('stores', values.stores),
    days: positive('days', values.days),
    samples: positive('samples', values.samples),
    only,
    chainOnly: values['chain-only'],
    label: values.label ?? null,
    // Names are separated by a comma alone: "week, one store" is one name.
    requests: values.requests ? values.requests.split(/,(?! )/).map((name) => name.trim()) : null,
    profile: values.profile,
    noItems: values['no-items'],
    actions: values.actions,
    baseline: values.baseline ?? null,
  };
}
