// How far each photo upload has got (0..1), by queued write id, for the screens to show.
type Listener = () => void;

let progress: ReadonlyMap<string, number> = new Map();
const listeners = new Set<Listener>();

export function setUploadProgress(writeId: string, fraction: number | null): void {
  const next = new Map(progress);
  if (fraction === null) next.delete(writeId);
  else next.set(writeId, fraction);
  progress = next;
  for (const listener of listeners) listener();
}

export const getUploadProgress = () => progress;

export function subscribeUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
