// Cards: 10 gold each, sent to one player; some are sold all year, the others only in their season.
import type { CardType } from './types.ts';

export const CARD_VALUE = 10;

// card -> [messageOptions, yearRound]
const cardRows = {
  greeting: [4, true],
  nye: [5, false],
  thankyou: [4, true],
  valentine: [4, false],
  birthday: [1, true],
  congrats: [5, true],
  getwell: [4, true],
  goodluck: [3, true],
} as const satisfies Record<string, readonly [number, boolean]>;

export type CardKey = keyof typeof cardRows;
export const CARD_KEYS = Object.keys(cardRows) as CardKey[];

export const cards: readonly CardType[] = CARD_KEYS.map((key) => {
  const [messageOptions, yearRound] = cardRows[key];
  return {
    key,
    value: CARD_VALUE,
    mana: 0,
    target: 'user',
    silent: true,
    messageOptions,
    yearRound,
  };
});
