// Health lost to a bad habit or a missed daily.

export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The (negative) change of health for a negative `delta`, softened by computed CON. */
export function damage({ delta, con, priority }: { delta: number; con: number; priority: number }) {
  const conBonus = Math.max(0.1, 1 - con / 250);
  return round1(delta * conBonus * priority * 2);
}
