// Catalogue text is ICU message format (`{name}`, `{count, plural, one {# gem} other {# gems}}`):
// this i18next plugin formats a looked-up message (messageFormat.ts), in the language the text
// was found in (a key missing in German is English text, so English plural rules).
import type { I18nFormatModule, TOptions } from 'i18next';
import { intlLocale } from './languages.ts';
import { readMessage, writeMessage, type MessagePart } from './messageFormat.ts';

type Values = Record<string, unknown>;

// Each message is read once, on its first use; the reading does not depend on the language.
const read = new Map<string, MessagePart[] | null>();

function compile(message: string): MessagePart[] | null {
  let parts = read.get(message);
  if (parts === undefined) {
    try {
      // tags are text: a `<` in a message (or a default value from a player) is shown as it is
      parts = readMessage(message);
    } catch {
      parts = null; // not ICU (a default value written by a player): shown as it is
    }
    read.set(message, parts);
  }
  return parts;
}

// A placeholder without a value reads as empty, as i18next's own interpolation had it, rather than
// failing the whole screen.
function withBlanks(values: Values): Values {
  return new Proxy(values, {
    has: () => true,
    get: (target, name) => target[name as string] ?? '',
  });
}

/** Formats one message; anything not ICU, or missing its values, is shown as well as it can be. */
export function formatMessage(message: string, values: Values, language: string): string {
  const parts = compile(message);
  if (!parts) return message;
  const locale = intlLocale(language);
  try {
    return writeMessage(parts, locale, values);
  } catch {
    return writeMessage(parts, locale, withBlanks(values));
  }
}

export const icuFormat = {
  type: 'i18nFormat',
  // objects and arrays (returnObjects) are walked by i18next, each string formatted here
  handleAsObject: true,
  parse(
    message: unknown,
    options: TOptions,
    language: string,
    _namespace: string,
    _key: string,
    info?: { resolved?: { usedLng?: string } },
  ) {
    if (typeof message !== 'string') return message;
    return formatMessage(message, options as Values, info?.resolved?.usedLng ?? language);
  },
} satisfies I18nFormatModule & Record<string, unknown>;
