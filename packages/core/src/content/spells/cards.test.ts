import { describe, expect, it } from 'vitest';
import { CARD_KEYS, cardMessages, cardText, cards, cardsByKey } from './index.ts';

describe('cards', () => {
  it.each([
    ['greeting', 4, true],
    ['nye', 5, false],
    ['thankyou', 4, true],
    ['valentine', 4, false],
    ['birthday', 1, true],
    ['congrats', 5, true],
    ['getwell', 4, true],
    ['goodluck', 3, true],
  ])('%s has %i messages, year round: %s, and costs 10 gold', (key, messageOptions, yearRound) => {
    expect(cardsByKey[key]).toEqual({
      key,
      value: 10,
      mana: 0,
      target: 'user',
      silent: true,
      messageOptions,
      yearRound,
    });
  });

  it('has the 8 cards, each with text and one message per variant', () => {
    expect(cards).toHaveLength(8);
    expect(Object.keys(cardText).sort()).toEqual([...CARD_KEYS].sort());
    for (const card of cards) {
      const messages = cardMessages[card.key as keyof typeof cardMessages];
      expect(messages).toHaveLength(card.messageOptions);
      for (const message of messages) expect(message.trim()).toBeTruthy();
    }
  });
});
