// Chat as a reader of one language reads it: each system message's `text` written from its `info`
// in that language (members by their display name of now, catalogue names translated where a
// table exists). English readers get the stored English text, byte for byte.
import { isUuid } from '@questlog/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@questlog/core/languages';
import type { Queryable } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { catalogueNames } from '../../i18n/catalogueNames.ts';
import {
  isRenderedType,
  SYSTEM_MESSAGE_TABLES,
  systemMessageText,
  type SystemMessageNames,
} from './systemMessageText.ts';

const isRendered = (row: ChatMessageRow) => row.author_id === null && isRenderedType(row.info);

/** Display names of the members the system messages name, by id. */
async function memberNamesOf(
  db: Queryable,
  rows: readonly ChatMessageRow[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.flatMap(({ info }) =>
        typeof info.user === 'string' && isUuid(info.user) ? [info.user] : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.query<{ id: string; name: string | null }>(
    `SELECT id, profile->>'name' AS name FROM users WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(found.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}

/** Turns a row into the row a reader of a language sees. */
export type ChatTranslator = (row: ChatMessageRow, language: string) => ChatMessageRow;

/** A translator for `rows` into any of `languages`, everything it needs read beforehand. */
export async function chatTranslator(
  db: Queryable,
  rows: readonly ChatMessageRow[],
  languages: readonly string[] = LANGUAGES,
): Promise<ChatTranslator> {
  const wanted = [...new Set(languages)].filter((language) => language !== DEFAULT_LANGUAGE);
  const system = rows.filter(isRendered);
  if (system.length === 0 || wanted.length === 0) return (row) => row;
  const [members, ...lookups] = await Promise.all([
    memberNamesOf(db, system),
    ...wanted.map((language) => catalogueNames(language, SYSTEM_MESSAGE_TABLES)),
  ]);
  const names = new Map<string, SystemMessageNames>(
    wanted.map((language, index) => [
      language,
      { memberName: (id) => (id ? members.get(id) : undefined), catalogue: lookups[index]! },
    ]),
  );
  return (row, language) => {
    const forLanguage = names.get(language);
    if (!forLanguage || !isRendered(row)) return row;
    return { ...row, text: systemMessageText(row.info, language, forLanguage) };
  };
}

/** The rows as a reader of `language` reads them. */
export async function chatInLanguage(
  db: Queryable,
  rows: readonly ChatMessageRow[],
  language: Language | string,
): Promise<ChatMessageRow[]> {
  const translate = await chatTranslator(db, rows, [language]);
  return rows.map((row) => translate(row, language));
}
