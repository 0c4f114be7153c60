/**
 * How many streams each address holds, each at most `max`: a stream is taken before it opens and
 * given back when it closes. Only addresses holding a stream are kept, so made-up ones cannot grow it.
 */
export function createAddressBound(max: number) {
  const held = new Map<string, number>();
  return {
    /** Takes a stream for `address`; false when it holds `max` already. */
    take(address: string): boolean {
      const n = held.get(address) ?? 0;
      if (n >= max) return false;
      held.set(address, n + 1);
      return true;
    },
    give(address: string): void {
      const n = held.get(address) ?? 0;
      if (n <= 1) held.delete(address);
      else held.set(address, n - 1);
    },
    held: (address: string) => held.get(address) ?? 0,
  };
}
export type AddressBound = ReturnType<typeof createAddressBound>;
