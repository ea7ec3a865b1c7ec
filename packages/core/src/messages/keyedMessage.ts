// A rule's message to the player kept as its catalogue key and parameters beside the English text,
// so the server can write it in the player's language. A parameter naming a catalogue item (a piece
// of gear, a quest) carries its table and key, and its English name for the English text.
import { formatMessage, type MessageKey } from './en.ts';

/** An item of the content catalogue named in a message: its text table and key. */
export interface CatalogueNameParam {
  table: string;
  key: string;
  /** Its English name, as the English message writes it. */
  english: string;
}

export type KeyedMessageParam = string | number | CatalogueNameParam;

export interface KeyedMessage {
  key: MessageKey;
  params: Readonly<Record<string, KeyedMessageParam>>;
}

/** A catalogue item as a message parameter. */
export function catalogueName(table: string, key: string, english: string): CatalogueNameParam {
  return { table, key, english };
}

const englishOf = (param: KeyedMessageParam) => (typeof param === 'object' ? param.english : param);

/** The rule result's `message` (English, as before) and `messageKey` (for other languages). */
export function keyedMessage(
  key: MessageKey,
  params: Readonly<Record<string, KeyedMessageParam>> = {},
): { message: string; messageKey: KeyedMessage } {
  const english = Object.fromEntries(
    Object.entries(params).map(([name, param]) => [name, englishOf(param)]),
  );
  return { message: formatMessage(key, english), messageKey: { key, params } };
}
