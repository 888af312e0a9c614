import path from 'node:path';

/**
 * The end-to-end server's data folder (its database, photos and outbox): one per port, so two runs
 * side by side keep theirs apart. playwright.config.ts sets E2E_PORT before any spec is loaded.
 */
export function serverDataDir(port = process.env.E2E_PORT): string {
  if (!port) throw new Error('E2E_PORT is not set: the specs run through playwright.config.ts');
  return path.join('.tmp', `e2e-data-${port}`);
}
