// The `message` of a success envelope in the language the request is answered in (the player's,
// else Accept-Language): a catalogue key and its parameters, catalogue items named in that
// language. English is core's formatMessage, byte for byte what clients and tests compare.
import {
  formatMessage,
  type KeyedMessage,
  type KeyedMessageParam,
  type MessageParams,
} from '@questlog/core';
import { DEFAULT_LANGUAGE } from '@questlog/core/languages';
import type { FastifyRequest } from 'fastify';
import { catalogueNames } from './catalogueNames.ts';
import { requestLanguage } from './requestLanguage.ts';
import { serverText } from './serverText.ts';

/** A catalogue message with plain parameters, in the request's language. */
export function answerText(request: FastifyRequest, key: string, params: MessageParams = {}) {
  const language = requestLanguage(request);
  return language === DEFAULT_LANGUAGE
    ? formatMessage(key, params)
    : serverText(language, 'messages', key, params);
}

/** A keyed message in `language`, its catalogue items named from that language's tables. */
export async function keyedMessageText(message: KeyedMessage, language: string): Promise<string> {
  const entries = Object.entries(message.params);
  const tables = entries.flatMap(([, param]) => (typeof param === 'object' ? [param.table] : []));
  const names = await catalogueNames(language, [...new Set(tables)]);
  const named = (param: KeyedMessageParam) =>
    typeof param === 'object' ? (names(param) ?? param.english) : param;
  const params = Object.fromEntries(entries.map(([name, param]) => [name, named(param)]));
  return serverText(language, 'messages', message.key, params);
}

/** The envelope's `message` option for a rule's result: in the request's language. */
export async function answerMessage(
  request: FastifyRequest,
  result: { message?: string; messageKey?: KeyedMessage },
): Promise<{ message?: string }> {
  if (result.message === undefined) return {};
  const language = requestLanguage(request);
  if (language === DEFAULT_LANGUAGE || !result.messageKey) return { message: result.message };
  return { message: await keyedMessageText(result.messageKey, language) };
}
