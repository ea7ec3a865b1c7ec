// The API and core speak of `balance` (4 gems to the unit, as the original); the database keeps a
// whole number of gems, so no float ever stands for money.

export const GEMS_PER_BALANCE = 4;

/** The API's balance for a stored gem count. */
export function balanceOf(gems: number): number {
  return gems / GEMS_PER_BALANCE;
}

/** The stored gem count for a balance; a balance that is not a whole number of gems is a bug. */
export function gemsOf(balance: number): number {
  const gems = balance * GEMS_PER_BALANCE;
  const whole = Math.round(gems);
  // Sums of quarters are exact in binary floating point; anything else is a rule's mistake.
  if (Math.abs(gems - whole) > 1e-9 || whole < 0) {
    throw new Error(`A balance of ${balance} is not a whole, non-negative number of gems`);
  }
  return whole;
}
