/** SPEC §2 "Store list": name or store number, case-insensitive, anywhere in the text. */
export function matchesStoreSearch(
  store: { name: string; storeNumber: string },
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return (
    store.name.toLocaleLowerCase().includes(q) || store.storeNumber.toLocaleLowerCase().includes(q)
  );
}
