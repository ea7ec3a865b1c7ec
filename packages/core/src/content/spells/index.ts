// Class skills, transformation items, antidotes and cards, with by-key maps and English text.
import { cards } from './cards.ts';
import { classSpells } from './classSpells.ts';
import { antidotes, transformationItems } from './specialItems.ts';
import type { Antidote, CardType, ClassSpell, TransformationItem } from './types.ts';

export type * from './types.ts';
export { classSpells, spellsOfClass } from './classSpells.ts';
export {
  ANTIDOTE_VALUE,
  TRANSFORMATION_VALUE,
  antidotes,
  transformationItems,
  type AntidoteKey,
  type TransformationKey,
} from './specialItems.ts';
import { recordByKey } from '../../ownValue.ts';
export { CARD_KEYS, CARD_VALUE, cards, type CardKey } from './cards.ts';
export { antidoteText, classSpellText, transformationText } from './spellText.ts';
export { cardMessages, cardText } from './cardText.ts';

const byKey = recordByKey;

export const classSpellsByKey: Readonly<Record<string, ClassSpell>> = byKey(classSpells);
export const transformationItemsByKey: Readonly<Record<string, TransformationItem>> =
  byKey(transformationItems);
export const antidotesByKey: Readonly<Record<string, Antidote>> = byKey(antidotes);
export const cardsByKey: Readonly<Record<string, CardType>> = byKey(cards);
