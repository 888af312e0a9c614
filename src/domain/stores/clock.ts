/** How a store's people read times: '12h' (5:00 PM), '24h' (17:00); null: as their language. */
export const STORE_CLOCKS = ['12h', '24h'] as const;
export type StoreClock = (typeof STORE_CLOCKS)[number];

export const isStoreClock = (value: unknown): value is StoreClock =>
  STORE_CLOCKS.some((clock) => clock === value);

/** The Intl hour cycle a store's clock asks for; undefined leaves it to the language. */
export const hourCycleOf = (clock: StoreClock | null): 'h12' | 'h23' | undefined =>
  clock === '12h' ? 'h12' : clock === '24h' ? 'h23' : undefined;
