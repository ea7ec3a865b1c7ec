// What each check-in reward is called when the game announces it. Our own wording.
import type { TextTable } from '../contentText.ts';
import { incentiveRewardCounts } from './loginIncentives.ts';

const named: Record<number, string> = {
  1: 'Bard Robes',
  2: 'Five coloured backgrounds',
  3: 'Bard Hat',
  5: 'Chocolate, meat and pink cotton candy',
  7: 'The first moon quest scroll',
  14: 'Strawberry, potato and blue cotton candy',
  18: 'Bard Instrument',
  22: 'The second moon quest scroll',
  30: 'Fish, milk, rotten meat and honey',
  40: 'The third moon quest scroll',
  50: 'A saddle',
  60: 'Page Armour',
  70: 'Page Helm',
  80: 'Page Banner',
  90: 'Diamond Stave',
  100: 'A saddle',
  110: 'One of every standard egg',
  120: 'One of every standard hatching potion',
  130: 'Three of every food',
  140: 'Skeleton Key and Loot Bag',
  150: 'Clandestine Cowl and Sneakthief Robes',
  170: 'Snow Sovereign Crown and Robes',
  190: 'Wintry Mirror and Snowdrift Veil',
  220: 'A saddle',
  240: 'Nomad’s Scimitar and Cuirass',
  260: 'Spiked Helm',
  280: 'Three of every food',
  300: 'Two of every standard egg',
  320: 'Dandy Hat',
  340: 'Fencing Foil and Dandy Suit',
  360: 'Two saddles',
  380: 'Three of every standard egg',
  400: 'Four of every food',
  425: 'Three saddles',
  450: 'Tachi and Samurai Armour',
  475: 'Kabuto and Wakizashi',
  500: 'The Royally Loyal achievement',
};

/** Reward text keyed `checkIn<count>`. */
export const loginIncentiveText: TextTable = Object.fromEntries(
  incentiveRewardCounts.map((count) => [
    `checkIn${count}`,
    {
      text: named[count] ?? 'A Royal Purple hatching potion',
      notes: `Your reward for checking in ${count} ${count === 1 ? 'time' : 'times'}.`,
    },
  ]),
);
