// Catalogue text is ICU message format (`{name}`, `{count, plural, one {# gem} other {# gems}}`):
// this i18next plugin formats a looked-up message with intl-messageformat, in the language the
// text was found in (a key missing in German is English text, so English plural rules).
import IntlMessageFormat from 'intl-messageformat';
import type { I18nFormatModule, TOptions } from 'i18next';
import { intlLocale } from './languages.ts';

type Values = Record<string, unknown>;

const compiled = new Map<string, IntlMessageFormat | null>();

function compile(message: string, locale: string): IntlMessageFormat | null {
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (format === undefined) {
    try {
      // tags are text: a `<` in a message (or a default value from a player) is shown as it is
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    } catch {
      format = null; // not ICU (a default value written by a player): shown as it is
    }
    compiled.set(cacheKey, format);
  }
  return format;
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
  const format = compile(message, intlLocale(language));
  if (!format) return message;
  try {
    return String(format.format(values as Record<string, string>));
  } catch {
    return String(format.format(withBlanks(values) as Record<string, string>));
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
