import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { encodeDocument, type EncodedDocument } from './encoded-documents';

const CHECKLIST_PAGE =
  /^\/checklists\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The single-page app's HTML for one path. A checklist opened directly (a link from a
 * notification, a reload, a bookmark) by a signed-in browser names its document in the page
 * (a preload the app's own request then uses), and the largest files of the checklist screen's
 * code, which the build lists in `screen-preloads.json`: they download with the app's code
 * instead of after it has run, one round trip on a phone's connection instead of two. Every
 * other path gets the page as built.
 */
export interface AppPage {
  /** The page's HTML, compressed once per encoding where it is the same for everyone. */
  page(urlPath: string, signedIn: boolean): EncodedDocument;
  /** The Content-Security-Policy sources of the page's own inline scripts ('sha256-…'). */
  scriptSources: string[];
}

/**
 * The build puts the theme script inline (it must run before the first paint, and a request
 * for it would hold the paint up). The policy allows exactly the inline scripts of the page
 * as built, by hash, and no other.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** What the build writes: the build's own script paths, nothing else goes into the page. */
const screenPreloadsSchema = z.object({
  checklist: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
});

/** The checklist screen's scripts to ask for ahead, as the build listed them (none if absent). */
function checklistScripts(webRoot: string): string[] {
  const file = path.join(webRoot, 'screen-preloads.json');
  if (!existsSync(file)) return [];
  const listed = screenPreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!listed.success) throw new Error(`${file} is not as the build writes it: run npm run build`);
  return listed.data.checklist;
}

export function loadAppPage(webRoot: string): AppPage | null {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const modulePreloads = checklistScripts(webRoot)
    .map((src) => `\n  <link rel="modulepreload" crossorigin href="${src}">`)
    .join('');
  const index = encodeDocument(html);
  const hasHead = html.includes('</head>');
  return {
    scriptSources: inlineScriptSources(html),
    page(urlPath, signedIn) {
      const checklistId = CHECKLIST_PAGE.exec(urlPath)?.[1];
      // Without a session the app goes to sign-in and would never use the document.
      if (!checklistId || !signedIn || !hasHead) return index;
      const preload = `<link rel="preload" href="/api/checklists/${checklistId}" as="fetch" crossorigin="anonymous">${modulePreloads}`;
      return encodeDocument(html.replace('</head>', `${preload}\n  </head>`));
    },
  };
}
