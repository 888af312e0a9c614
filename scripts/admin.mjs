// npm run admin -- <command>: the admin command line (src/server/cli).
import { runServerCommand } from './server-command.mjs';

runServerCommand({
  source: 'src/server/cli/main.ts',
  built: 'dist/server/admin.js',
  name: 'The admin command line',
});
