// npm run backup [file]: a copy of the database while ShiftCheck runs (src/server/backup).
import { runServerCommand } from './server-command.mjs';

runServerCommand({
  source: 'src/server/backup/main.ts',
  built: 'dist/server/backup.js',
  name: 'The backup command',
});
