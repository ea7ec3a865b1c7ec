// English names of backgrounds and background sets, keyed `background.<key>` and `set.<key>`.
// Names are spelled out from the key; the notes are our own short line per set.
import { MONTH_NAMES, type ItemText, type TextTable } from '../contentText.ts';
import { backgrounds, monthlyBackgroundSets } from './backgrounds.ts';

const smallWords = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'with', 'by', 'into', 'at']);

/** `flying_over_a_field_of_wildflowers` → `Flying over a Field of Wildflowers`. */
export function backgroundName(key: string): string {
  return key
    .split('_')
    .map((word, index) =>
      index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const specialNotes: Record<string, ItemText> = {
  birthday_bash: { text: 'Birthday Bash', notes: 'Streamers and cake for the game’s birthday.' },
  airship: { text: 'Airship Deck', notes: 'Sail the skies aboard a brass-fitted airship.' },
  clocktower: { text: 'Inside the Clocktower', notes: 'Stand among the gears of a great clock.' },
  steamworks: { text: 'Steamworks', notes: 'Pipes hiss and pistons pump all around you.' },
  violet: { text: 'Violet', notes: 'A plain violet backdrop.' },
  blue: { text: 'Blue', notes: 'A plain blue backdrop, a reward for checking in.' },
  green: { text: 'Green', notes: 'A plain green backdrop, a reward for checking in.' },
  purple: { text: 'Purple', notes: 'A plain purple backdrop, a reward for checking in.' },
  red: { text: 'Red', notes: 'A plain red backdrop, a reward for checking in.' },
  yellow: { text: 'Yellow', notes: 'A plain yellow backdrop, a reward for checking in.' },
};

function monthOfSet(setKey: string | undefined): string {
  const set = monthlyBackgroundSets.find((candidate) => candidate.key === setKey);
  return set ? `${MONTH_NAMES[set.month - 1]} ${set.year}` : '';
}

export const backgroundText: TextTable = {
  ...Object.fromEntries(
    backgrounds.map((item) => [
      item.path,
      specialNotes[item.key] ?? {
        text: backgroundName(item.key),
        notes: `Set your hero against the ${backgroundName(item.key)}, from the ${monthOfSet(item.set)} collection.`,
      },
    ]),
  ),
  ...Object.fromEntries(
    monthlyBackgroundSets.map((set) => [
      `set.${set.key}`,
      { text: `${MONTH_NAMES[set.month - 1]} ${set.year} Backgrounds` },
    ]),
  ),
  'set.eventBackgrounds': { text: 'Event Backgrounds' },
  'set.timeTravelBackgrounds': { text: 'Time Travel Backgrounds' },
  'set.incentiveBackgrounds': { text: 'Check-In Backgrounds' },
};
