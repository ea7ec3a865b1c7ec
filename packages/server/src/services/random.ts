// The server's one source of chance (crits, later drops): rules never call Math.random themselves.
// Tests pass a fixed source to buildApp so outcomes are deterministic.

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const systemRandom: RandomSource = () => Math.random();

/** Cycles through the given values forever (tests). */
export function fixedRandom(...values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length]!;
}
