import { text } from 'node:stream/consumers';
import { runAdmin } from './admin';

runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readInput: () => text(process.stdin),
}).then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
