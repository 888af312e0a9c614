import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

/** Where a sample's code lives: the package for dependencies, else the app's own file. */
function placeOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1] ?? url;
  if (url.startsWith('node:')) return url;
  const own = /\/(src\/.+|bench\/.+)$/.exec(url);
  return own?.[1] ?? (url || '(native, GC and idle)');
}

/** The server's CPU time by package (or the app's own file), most first. */
export function summariseProfile(dir: string, top = 15): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const totals = new Map<string, number>();
  let all = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      nodes: ProfileNode[];
    };
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (node.callFrame.functionName === '(idle)') continue;
      const place = placeOf(node.callFrame.url);
      totals.set(place, (totals.get(place) ?? 0) + hits);
      all += hits;
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([place, hits]) => `${((hits / Math.max(1, all)) * 100).toFixed(1).padStart(5)} %  ${place}`,
    );
}
