/** A JSON column's text as stored, read: undefined when there is none or it does not parse. */
export function storedJson(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
