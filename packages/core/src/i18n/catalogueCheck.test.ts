import { describe, expect, it } from 'vitest';
import { compareCatalogue, messageArguments } from './catalogueCheck.ts';

describe('compareCatalogue', () => {
  const english = {
    title: 'Language',
    card: { due: 'Due {date}', gems: '{count, plural, one {# gem} other {# gems}}' },
  };

  it('finds what a language lacks, what English lacks and each placeholder that differs', () => {
    const german = {
      title: 'Sprache',
      card: { due: 'Fällig {datum}', gems: '{count} Edelsteine' },
      extra: 'Übrig',
    };
    expect(compareCatalogue(english, german)).toEqual({
      missing: [],
      extra: ['extra'],
      mismatched: [
        'card.due: has {datum}, English has {date}',
        'card.gems: has {count}, English has {count, plural}',
      ],
      translated: 3,
    });
  });

  it('accepts a language with other plural forms, and counts what is missing', () => {
    const arabic = {
      card: {
        gems: '{count, plural, zero {لا جواهر} one {جوهرة} two {جوهرتان} few {# جواهر} many {# جوهرة} other {# جوهرة}}',
      },
    };
    expect(compareCatalogue(english, arabic)).toEqual({
      missing: ['title', 'card.due'],
      extra: [],
      mismatched: [],
      translated: 1,
    });
  });

  it('reports text that is not ICU', () => {
    expect(messageArguments('Hello {{name}}')).toHaveProperty('error');
    expect(messageArguments("It''s {name}'s {count, select, a {x} other {y}}")).toEqual({
      arguments: ['{count, select}', '{name}'],
    });
  });
});
