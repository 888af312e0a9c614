const KIB = 1024;
const MIB = 1024 * KIB;

/** A size as people read it: "37 KB" below a megabyte (never "0.0 MB"), "2.4 MB" above. */
export function fileSize(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MB`;
  const kilobytes = Math.round(bytes / KIB);
  return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
}
