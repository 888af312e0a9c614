import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

const here = fileURLToPath(new URL('./src/web/', import.meta.url));
const ENTRY = `${here}main.tsx`;
const CHECKLIST_SCREEN = `${here}features/checklists/components/checklist-page.tsx`;

interface Graph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** A module and everything it imports statically: what must arrive before it can run. */
function staticClosure(graph: Graph, id: string, into = new Set<string>()): Set<string> {
  if (into.has(id)) return into;
  into.add(id);
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
    staticClosure(graph, imported, into);
  }
  return into;
}

/** Every module some code loads on demand (each screen, the bell…), reached from the entry. */
function lazyModules(graph: Graph): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
    for (const loaded of info?.dynamicallyImportedIds ?? []) {
      lazy.add(loaded);
      visit(loaded);
    }
  };
  visit(ENTRY);
  return lazy;
}

const CATALOGUES = fileURLToPath(new URL('./src/domain/i18n/catalogues/', import.meta.url));
const LANGUAGE_FILE = 'virtual:shiftcheck-language/';

/** A catalogue file's messages, each compiled from its ICU text. */
function compileCatalogue(path: string, text: string): Record<string, unknown> {
  const messages: unknown = JSON.parse(text);
  if (typeof messages !== 'object' || messages === null) {
    throw new Error(`${path}: a catalogue is an object of messages`);
  }
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${path}: ${key} is not a text`);
      return [key, compileMessage(message)];
    }),
  );
}

/**
 * The message catalogues (src/domain/i18n/catalogues/<namespace>/<language>.json) reach the page
 * compiled: each ICU text already split into its parts, so the page carries no ICU parser.
 * English files are imported by the code that shows them; every other language comes as one
 * file of all its namespaces, `virtual:shiftcheck-language/<language>` (and the English rule
 * texts as `…/en-rules`, for a page in another language to recognise them).
 */
/** Namespaces only the server writes from (documents, e-mails, the History's sentences). */
const SERVER_ONLY_NAMESPACES = new Set([
  'documents',
  'mail',
  'notification-texts',
  'rules-history',
]);

function compiledCatalogues(): Plugin {
  return {
    name: 'shiftcheck:compiled-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(LANGUAGE_FILE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${LANGUAGE_FILE}`)) return null;
      const wanted = id.slice(LANGUAGE_FILE.length + 1);
      const rulesOnly = wanted === 'en-rules';
      const file = rulesOnly ? 'en' : wanted;
      const language: Record<string, Record<string, unknown>> = {};
      for (const namespace of readdirSync(CATALOGUES).sort()) {
        if (rulesOnly && !namespace.startsWith('rules-')) continue;
        if (SERVER_ONLY_NAMESPACES.has(namespace)) continue;
        const path = join(CATALOGUES, namespace, `${file}.json`);
        if (!existsSync(path)) continue;
        this.addWatchFile(path);
        language[namespace] = compileCatalogue(path, readFileSync(path, 'utf8'));
      }
      return `export default ${JSON.stringify(language)};`;
    },
    transform(code, id) {
      if (!/\/src\/domain\/i18n\/catalogues\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(id, code)), map: null };
    },
  };
}

const firstPageOf = new WeakMap<Graph, Set<string>>();

/** The first page's own code, React's chunk and zod left out. */
function firstPageParts(graph: Graph): Set<string> {
  let parts = firstPageOf.get(graph);
  if (!parts) {
    parts = new Set(
      [...staticClosure(graph, ENTRY)].filter(
        (id) =>
          id !== ENTRY &&
          !/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|zod)\//.test(id),
      ),
    );
    firstPageOf.set(graph, parts);
  }
  return parts;
}

/** Per bundling pass (the graph is the pass's own object). */
const sharedPartsOf = new WeakMap<Graph, Set<string>>();

/**
 * The checklist screen's code that other screens load too, and the first page does not. Left
 * to itself the bundler splits it into a file for each set of screens that share it (half a
 * dozen files of a few hundred bytes), which a checklist opened from a link could only ask for
 * once its screen's own file had arrived: a round trip more on a phone. Kept as one file, the
 * page can name it ahead with the screen's own (scripts/web-weight.mjs). Icons are imported one
 * module each (eslint.config.js forbids lucide's barrel, which imports every icon), so these walks
 * see which icons each screen draws, and the first page's file holds only its own.
 */
function checklistSharedParts(graph: Graph): Set<string> {
  const known = sharedPartsOf.get(graph);
  if (known) return known;
  const firstPage = staticClosure(graph, ENTRY);
  const screen = staticClosure(graph, CHECKLIST_SCREEN);
  const elsewhere = new Set<string>();
  for (const lazy of lazyModules(graph)) {
    if (lazy !== CHECKLIST_SCREEN) staticClosure(graph, lazy, elsewhere);
  }
  const parts = new Set(
    [...screen].filter(
      (id) =>
        id !== CHECKLIST_SCREEN &&
        !firstPage.has(id) &&
        elsewhere.has(id) &&
        !id.includes('/node_modules/zod/'),
    ),
  );
  sharedPartsOf.set(graph, parts);
  return parts;
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [compiledCatalogues(), react(), tailwindcss()],
  resolve: {
    // The path aliases of tsconfig.json (#domain/*, #web/*).
    tsconfigPaths: true,
    // React Router's package points browsers at its development build, whose warnings cost
    // bytes and time on every page; the production build is the same code without them.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk each screen needs: scripts/web-weight.mjs reads it for the size report and the
    // service worker's precache lists, then removes it.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared domain modules build zod schemas at load time; the browser uses only their
      // constants and types, so schema construction is marked side-effect free and dropped; so is
      // an English message made at load time (i18n/english.ts) that no code of the page shows.
      treeshake: { manualPureFunctions: ['z', 'plainText', 'englishText'] },
      // zod validates data only on screens loaded on demand; its own chunk keeps it off the first
      // page. React, the router and TanStack Query travel as one chunk (one gzip stream is
      // smaller than several), cached across releases that change only the app's code.
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules\/zod\// },
            {
              name: (id, ctx) => (checklistSharedParts(ctx).has(id) ? 'checklist-parts' : null),
              includeDependenciesRecursively: false,
            },
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//,
            },
            // The rest of the first page as one file: split into the pieces other screens share
            // too, it would go as half a dozen small files, each compressed on its own.
            {
              name: (id, ctx) => (firstPageParts(ctx).has(id) ? 'first-page' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
