import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript and CSS the first page (sign-in and today's shifts) loads, from dist/web. */
export function firstPageWeight(): void {
  const webRoot = 'dist/web';
  const html = path.join(webRoot, 'index.html');
  if (!existsSync(html)) {
    console.log('\nFirst page: dist/web is not built (npm run build) — skipped.');
    return;
  }
  const entries = [
    ...readFileSync(html, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const visit = (asset: string) => {
    if (seen.has(asset)) return;
    seen.add(asset);
    if (!asset.endsWith('.js')) return;
    const source = readFileSync(path.join(webRoot, asset), 'utf8');
    for (const m of source.matchAll(/from"\.\/([^"]+\.js)"/g)) visit(`/assets/${m[1]}`);
  };
  entries.forEach(visit);
  let raw = 0;
  let gz = 0;
  for (const asset of seen) {
    const content = readFileSync(path.join(webRoot, asset));
    raw += statSync(path.join(webRoot, asset)).size;
    gz += gzipSync(content).length;
  }
  const lazy = readdirSync(path.join(webRoot, 'assets')).filter(
    (f) => f.endsWith('.js') && !seen.has(`/assets/${f}`),
  );
  console.log(
    `\nFirst page (sign-in and today's shifts), JavaScript and CSS: ${[...seen].length} files, ${(raw / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzipped`,
  );
  console.log(`Loaded on demand: ${lazy.join(', ')}`);
}
