import { describe, expect, it } from 'vitest';
import { formatMessage } from './icuFormat.ts';
import { pseudoMessage } from './pseudo.ts';

describe('formatMessage', () => {
  const checkIns = 'You have checked in {count, plural, one {# time} other {# times}}';

  it('chooses the plural form and writes the number in the language', () => {
    expect(formatMessage(checkIns, { count: 1 }, 'en')).toBe('You have checked in 1 time');
    expect(formatMessage(checkIns, { count: 1234 }, 'en')).toBe('You have checked in 1,234 times');
    expect(formatMessage(checkIns, { count: 1234 }, 'de')).toBe('You have checked in 1.234 times');
  });

  it('shows a missing value as empty and text that is not ICU as it is', () => {
    expect(formatMessage('Hello {name}!', {}, 'en')).toBe('Hello !');
    expect(formatMessage('Team {alpha', {}, 'en')).toBe('Team {alpha');
  });
});

describe('pseudoMessage', () => {
  it('accents the text, keeps the ICU syntax and grows by about 40%', () => {
    const message = 'Hello {name}, {count, plural, one {# gem} other {# gems}}';
    const pseudo = pseudoMessage(message);
    expect(pseudo).toMatch(
      /^⟦Ĥéļļö \{name\}, \{count, plural, one \{# ĝéɱ\} other \{# ĝéɱš\}\} ẋ+/,
    );
    expect(formatMessage(pseudo, { name: 'Ann', count: 2 }, 'pseudo')).toContain('Ann, 2 ĝéɱš');
    expect(pseudo.length / message.length).toBeGreaterThanOrEqual(1.4);
  });

  it('keeps an apostrophe as text and leaves a message without letters alone', () => {
    expect(pseudoMessage("don't")).toMatch(/^⟦đöñ'ţ ẋ+⟧$/);
    expect(pseudoMessage('{count}')).toBe('{count}');
  });
});
