// Gold in one number format everywhere: the purse, the header and the reward prices all show the
// same figure for the same amount — never floored in one place and rounded in another.
import { displayNumber } from './numberDisplay.ts';

export function displayGold(amount: number): string {
  return displayNumber(amount);
}
