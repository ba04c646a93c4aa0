/**
 * At most `limit` tasks at once; the rest wait their turn in order (a finishing task hands its
 * slot straight to the next). `peak` is the most that ever ran together (tests read it).
 */
export function concurrencyLimit(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const state = {
    peak: 0,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      state.peak = Math.max(state.peak, active);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
  return state;
}
