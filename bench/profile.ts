import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Where a sample's code lives: the package for dependencies, else the app's own file. */
function placeOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1] ?? url;
  if (url.startsWith('node:')) return url;
  const own = /\/(src\/.+|bench\/.+)$/.exec(url);
  return own?.[1] ?? (url || '(native)');
}

function functionOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  return `${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`;
}

const share = (hits: number, all: number) =>
  `${((hits / Math.max(1, all)) * 100).toFixed(1).padStart(5)} %`;

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => `${share(hits, all)}  ${name}`);
}

/**
 * The server's busy CPU time during one run (idle left out), by package or the app's own file,
 * then the functions that spent most of it themselves (self time).
 */
export function summariseProfile(file: string, count = 12): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  /** The nearest caller outside Node's own modules, with the package or file it lives in. */
  const jsCaller = (node: ProfileNode) => {
    const callers: ProfileNode[] = [];
    for (let id = parents.get(node.id); id !== undefined; id = parents.get(id)) {
      const caller = byId.get(id);
      if (caller?.callFrame.url) callers.push(caller);
    }
    // Writes flushed on a later tick have only Node's own frames: name the outermost of those.
    const caller = callers.find((c) => !c.callFrame.url.startsWith('node:')) ?? callers.at(-1);
    if (!caller) return '(no caller)';
    return `${caller.callFrame.functionName || '(anonymous)'} in ${placeOf(caller.callFrame.url)}`;
  };
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  const native = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const place = placeOf(node.callFrame.url);
    places.set(place, (places.get(place) ?? 0) + hits);
    const name = functionOf(node);
    functions.set(name, (functions.get(name) ?? 0) + hits);
    if (!node.callFrame.url && !name.startsWith('(')) {
      const called = `${name} from ${jsCaller(node)}`;
      native.set(called, (native.get(called) ?? 0) + hits);
    }
    all += hits;
  }
  return [
    'By place:',
    ...top(places, all, count),
    'By function (self time):',
    ...top(functions, all, count),
    'Native time by its JavaScript caller:',
    ...top(native, all, Math.ceil(count / 2)),
  ];
}
