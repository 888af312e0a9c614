// The bare yardstick route in a process of its own, beside the app's: better-sqlite3 waits for a
// busy database synchronously, so in the app's process a bare write waiting for the app's commit
// would stop the very event loop that commits it. Tells the parent its address over IPC.
import { startBare } from './bare';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
const bare = await startBare(
  sqliteFile
    ? { sqliteFile }
    : { url: process.env.BENCH_PG_URL ?? '', schema: process.env.BENCH_PG_SCHEMA ?? 'public' },
);
process.send?.({ address: bare.address });
process.on('message', (message) => {
  if (typeof message === 'object' && message !== null && 'documentBytes' in message) {
    bare.sizeDocument(Number(message.documentBytes));
    process.send?.({ sized: true });
    return;
  }
  if (message !== 'stop') return;
  void bare.close().then(() => process.exit(0));
});
