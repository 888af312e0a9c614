// npm run demo: loads the demo chain into the database `npm start` uses (same environment:
// DATA_DIR or DATABASE_URL), after the same migrations and first start.
import path from 'node:path';
import { systemClock } from '#server/clock';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createLocalBus } from '#server/live/bus';
import { createDeps } from '#server/deps';
import { firstStart } from '#server/setup/first-start';
import { assertDemoCanLoad } from './guard';
import { loadDemoChain } from './load';
import { demoReport, firstStartReport } from './report';

async function main(): Promise<number> {
  const started = performance.now();
  const config = loadConfig();
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'shiftcheck.db'),
  });
  try {
    await migrateToLatest(db);
    const deps = createDeps({ db, config, clock: systemClock, live: createLocalBus() });
    const firstStartLines = firstStartReport(await firstStart(deps));
    if (firstStartLines.length > 0) console.log(firstStartLines.join('\n'));
    await assertDemoCanLoad(deps);
    console.log(`Loading the demo chain into ${db.location}...`);
    const result = await loadDemoChain(deps);
    const seconds = (performance.now() - started) / 1000;
    console.log(demoReport(result, seconds, db.location).join('\n'));
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal or a bad setting is the person's to fix; either way one line, as npm start does.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
