// What each screen of the built web app downloads, from Vite's manifest: the gzip size of every
// route's JavaScript (printed by the build, with a budget for the first page), the two
// precache lists of the service worker, a shift leader's and the admin screens', and the code
// a checklist opened from a link needs at once.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const WEB = 'dist/web';
const MANIFEST = `${WEB}/.vite/manifest.json`;

/**
 * The most JavaScript, gzipped, the first page (sign-in, the daily view) may need: 119.7 KiB
 * before the message catalogues, and at most 8 KiB more for an English reader with them (another
 * language's texts come as one file of their own, on demand). They took 7.9 KiB. Record
 * confidence's permission rules, which the one authorization table holds for every page, and
 * the Made-At of queued writes added 0.2 KiB (docs/decisions/050), the store tablet 1.0 KiB
 * (051), identity 1.0 KiB: the awaited second factor, whether single sign-on is set up, and the
 * SCIM and identity rules (052–054), and integrations 0.2 KiB: the rules of API tokens and of
 * the audit log, and the shared Copy button's words (055, 056), and retention 0.1 KiB: its rules
 * in the authorization table and the menu's label (057), and webhooks 0.1 KiB: their three rules
 * and refusal in that table (058).
 */
export const FIRST_PAGE_BUDGET_KIB = 130.2;

/** The screen a notification or a bookmark opens directly, whose page names its code ahead. */
const CHECKLIST_SCREEN = 'features/checklists/components/checklist-page.tsx';

/**
 * The most files that screen may add to the first page, all of which its page names. Each one
 * named competes with the stylesheet and the first page's scripts on a slow connection: eight
 * pushed the first paint back by 0.2 s (docs/performance.md), so the build keeps the screen's
 * code that other screens share in one file (vite.config.ts) and refuses a build that needs more.
 */
const CHECKLIST_SCRIPTS_MAX = 5;

/**
 * What only people who can open the admin area load: its route table and menu links, and the
 * screens under these feature folders (Insights is for the same managers, its charts included).
 */
const ADMIN_SCREEN =
  /^(app\/admin-routes\.tsx|app\/shell\/admin-nav-items\.ts|features\/(admin|areas|insights|users|stores|templates|deleted-checklists)\/components\/[^/]+-(page|screens)\.tsx)$/;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every chunk a module loads before it runs (its static imports, followed). */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Everything reachable from `key`, dynamic imports too, without entering `stopAt` modules. */
function reachable(manifest, key, stopAt, into = new Set()) {
  if (into.has(key) || stopAt(key)) return into;
  into.add(key);
  const { imports = [], dynamicImports = [] } = manifest[key];
  for (const next of [...imports, ...dynamicImports]) reachable(manifest, next, stopAt, into);
  return into;
}

/** The built files (JavaScript and CSS) of a set of manifest keys. */
function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

const gzipSizeOf = (file) => gzipSync(readFileSync(`${WEB}/${file}`)).length;

function gzipSize(files) {
  let total = 0;
  for (const file of files) if (file.endsWith('.js')) total += gzipSizeOf(file);
  return total;
}

/** The app's entry (index.html) as the manifest names it. */
const entryOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Reads the manifest written by `vite build` and removes it (it is no file to serve). */
export function readWebManifest() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  rmSync(`${WEB}/.vite`, { recursive: true, force: true });
  return manifest;
}

/**
 * The gzip size of the first page and of each screen loaded on demand (what it adds to the
 * first page), largest first.
 */
export function routeWeights(manifest) {
  const entryKey = entryOf(manifest);
  const first = filesOf(manifest, staticClosure(manifest, entryKey));
  const firstPage = gzipSize(first);
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = [...filesOf(manifest, staticClosure(manifest, key))].filter((f) => !first.has(f));
      return { key, added: gzipSize(own) };
    })
    .sort((a, b) => b.added - a.added);
  return { entryKey, firstPage, screens };
}

/**
 * The service worker's two lists: what a shift leader's phone keeps (the shell, every screen
 * a leader can open and the code those screens load on demand) and what is kept only for
 * people who can open the admin area (chunks that only admin screens reach).
 */
export function precacheLists(manifest, entryKey) {
  const leaderKeys = reachable(manifest, entryKey, (key) => ADMIN_SCREEN.test(key));
  const leader = filesOf(manifest, leaderKeys);
  const admin = [...filesOf(manifest, Object.keys(manifest))].filter((file) => !leader.has(file));
  // Anything else Vite emitted (an image, a font) belongs to everyone.
  for (const file of readdirSync(`${WEB}/assets`)) {
    const path = `assets/${file}`;
    if (!file.endsWith('.map') && !admin.includes(path)) leader.add(path);
  }
  return {
    leader: [...leader].sort().map((file) => `/${file}`),
    admin: admin.sort().map((file) => `/${file}`),
  };
}

/** Prints the sizes and refuses a build whose first page is over budget. */
export function reportWeights({ firstPage, screens }, lists) {
  const rows = [
    ['First page: sign-in and the daily view', kib(firstPage)],
    ...screens.map(({ key, added }) => [
      `  + ${key.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`,
      `+${kib(added)}`,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('JavaScript per route (gzip):');
  for (const [label, size] of rows) console.log(`  ${label.padEnd(width)}  ${size.padStart(10)}`);
  console.log(
    `Service worker precache: ${lists.leader.length} files for everyone, ` +
      `${lists.admin.length} more for people who can open the admin area`,
  );
  if (firstPage > FIRST_PAGE_BUDGET_KIB * 1024) {
    throw new Error(
      `The first page needs ${kib(firstPage)} (${firstPage} bytes) of JavaScript (gzip), over its ` +
        `${FIRST_PAGE_BUDGET_KIB} KiB budget: load the new code on demand.`,
    );
  }
}

/**
 * The scripts a cold checklist load runs at once: the first page's, and those the checklist
 * screen adds, which its page names ahead when it opens a checklist. Named ahead they download
 * beside the first page's instead of after it has run, and none waits for another to arrive.
 */
export function checklistLoad(manifest) {
  if (!manifest[CHECKLIST_SCREEN]) throw new Error(`No ${CHECKLIST_SCREEN} in the build`);
  const scripts = (keys) => [...filesOf(manifest, keys)].filter((file) => file.endsWith('.js'));
  const firstPage = scripts(staticClosure(manifest, entryOf(manifest)));
  // Largest first: the browser starts them in the page's order.
  const preloads = scripts(staticClosure(manifest, CHECKLIST_SCREEN))
    .filter((file) => !firstPage.includes(file))
    .map((file) => ({ file, size: gzipSizeOf(file) }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  if (preloads.length > CHECKLIST_SCRIPTS_MAX) {
    throw new Error(
      `The checklist screen adds ${preloads.length} scripts to the first page, more than the ` +
        `${CHECKLIST_SCRIPTS_MAX} its page may name: ${preloads.join(', ')}`,
    );
  }
  return { firstPage, preloads };
}
