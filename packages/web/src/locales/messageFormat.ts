// A small ICU MessageFormat reader and writer for what the catalogues use: `{name}`, `{n, number}`,
// `{n, plural, …}` (with `=N`, `offset:` and `#`), `{n, selectordinal, …}` and `{k, select, …}`.
// It replaces intl-messageformat in the first script, whose parser alone was about 8 KB gzip.
// Its grammar and its results follow intl-messageformat's (tags read as text, an apostrophe
// quotes only before `{ } < >` or, in a plural, `#`); messageFormat.test.ts formats every
// catalogue message with both. Dates, times and number styles are not read: such a message is
// refused like a malformed one, and shown as it is written.

/** One piece of a read message: literal text, or what a value becomes. */
export type MessagePart =
  | string
  | { kind: 'argument' | 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Options }
  | { kind: 'select'; name: string; options: Options };

type Options = Map<string, MessagePart[]>;
type Values = Record<string, unknown>;
type ArgumentType = 'plural' | 'selectordinal' | 'select' | undefined;

/** A message that is not ICU (or uses what this reader does not): the caller shows it as it is. */
export class MessageSyntaxError extends Error {}

/** A value the message names is missing. */
export class MissingValueError extends Error {}

// What ends a name, as ICU has it: white space or pattern syntax (most ASCII punctuation).
const identifier = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const patternSpace = /[\t-\r \u0085\u200e\u200f\u2028\u2029]*/y;
const quotable = new Set(['{', '}', '<', '>']);

class MessageReader {
  private at = 0;

  constructor(private readonly text: string) {}

  read(): MessagePart[] {
    return this.message(0, undefined);
  }

  private fail(): never {
    throw new MessageSyntaxError(`not ICU message format at ${this.at}: ${this.text}`);
  }

  private isEnd(): boolean {
    return this.at >= this.text.length;
  }

  private match(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text)?.[0] ?? '';
    this.at += found.length;
    return found;
  }

  private skipSpace(): void {
    this.match(patternSpace);
  }

  private take(char: string): boolean {
    if (this.text[this.at] !== char) return false;
    this.at += 1;
    return true;
  }

  private message(depth: number, parent: ArgumentType): MessagePart[] {
    const parts: MessagePart[] = [];
    const inPlural = parent === 'plural' || parent === 'selectordinal';
    while (!this.isEnd()) {
      const char = this.text[this.at];
      if (char === '{') parts.push(this.argument(depth));
      else if (char === '}' && depth > 0) break;
      else if (char === '#' && inPlural) {
        parts.push({ kind: 'pound' });
        this.at += 1;
      } else parts.push(this.literal(depth, inPlural));
    }
    return parts;
  }

  private literal(depth: number, inPlural: boolean): string {
    let text = '';
    while (!this.isEnd()) {
      const quoted = this.quoted(inPlural);
      if (quoted !== null) {
        text += quoted;
        continue;
      }
      const char = this.text[this.at]!;
      if (char === '{' || (char === '#' && inPlural) || (char === '}' && depth > 0)) break;
      text += char;
      this.at += 1;
    }
    return text;
  }

  /** `''` is one apostrophe; `'` before a syntax character quotes up to the next lone `'`. */
  private quoted(inPlural: boolean): string | null {
    if (this.text[this.at] !== "'") return null;
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === undefined || !(quotable.has(next) || (next === '#' && inPlural))) return null;
    this.at += 2;
    let text = next;
    while (!this.isEnd()) {
      const char = this.text[this.at]!;
      this.at += 1;
      if (char !== "'") text += char;
      else if (this.take("'")) text += "'";
      else break;
    }
    return text;
  }

  private argument(depth: number): MessagePart {
    this.at += 1; // `{`
    this.skipSpace();
    const name = this.match(identifier);
    if (!name) this.fail();
    this.skipSpace();
    if (this.take('}')) return { kind: 'argument', name };
    if (!this.take(',')) this.fail();
    this.skipSpace();
    const type = this.match(identifier);
    if (type === 'number') {
      this.skipSpace();
      if (!this.take('}')) this.fail(); // a style (`, percent`, `, ::…`) is not read
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') this.fail();
    this.skipSpace();
    if (!this.take(',')) this.fail();
    this.skipSpace();
    let selector = this.match(identifier);
    let offset = 0;
    if (type !== 'select' && selector === 'offset') {
      if (!this.take(':')) this.fail();
      this.skipSpace();
      offset = this.integer();
      this.skipSpace();
      selector = this.match(identifier);
    }
    const options = this.options(depth, type, selector);
    if (!this.take('}')) this.fail();
    return type === 'select'
      ? { kind: 'select', name, options }
      : { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options };
  }

  private options(depth: number, type: ArgumentType, first: string): Options {
    const options: Options = new Map();
    for (let selector = first; ; selector = this.match(identifier)) {
      if (!selector) {
        const start = this.at;
        if (type === 'select' || !this.take('=')) break;
        this.integer();
        selector = this.text.slice(start, this.at);
      }
      if (options.has(selector)) this.fail();
      this.skipSpace();
      if (!this.take('{')) this.fail();
      const branch = this.message(depth + 1, type);
      if (!this.take('}')) this.fail();
      options.set(selector, branch);
      this.skipSpace();
    }
    if (!options.has('other')) this.fail();
    return options;
  }

  private integer(): number {
    const sign = !this.take('+') && this.take('-') ? -1 : 1;
    const digits = this.match(/[0-9]*/y);
    const value = sign * Number(digits);
    if (!digits || !Number.isSafeInteger(value)) this.fail();
    return value;
  }
}

/** Reads a message; throws MessageSyntaxError when it is not ICU this reader knows. */
export function readMessage(text: string): MessagePart[] {
  return new MessageReader(text).read();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale} ${ordinal}`;
  let rule = pluralRules.get(key);
  if (!rule) {
    rule = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rule);
  }
  return rule;
}

function valueOf(values: Values, name: string): unknown {
  if (!(name in values)) throw new MissingValueError(`no value for {${name}}`);
  return values[name];
}

/** Writes the parts as text pieces; a value that is neither text nor a number stays itself. */
function write(
  parts: readonly MessagePart[],
  locale: string,
  values: Values,
  out: unknown[],
  count?: number,
): void {
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if (part.kind === 'pound') {
      if (typeof count === 'number') out.push(numberFormat(locale).format(count));
    } else if (part.kind === 'argument') {
      const value = valueOf(values, part.name);
      const isText = typeof value === 'string' || typeof value === 'number';
      out.push(isText ? String(value) : value || '');
    } else if (part.kind === 'number') {
      out.push(numberFormat(locale).format(valueOf(values, part.name) as number));
    } else if (part.kind === 'select') {
      const value = valueOf(values, part.name);
      const branch = part.options.get(String(value)) ?? part.options.get('other')!;
      write(branch, locale, values, out);
    } else if (part.kind === 'plural') {
      const value = valueOf(values, part.name) as number;
      const counted = value - part.offset;
      const branch =
        part.options.get(`=${String(value)}`) ??
        part.options.get(pluralRule(locale, part.ordinal).select(counted)) ??
        part.options.get('other')!;
      write(branch, locale, values, out, counted);
    }
  }
}

/**
 * Formats a read message in `locale`. Text pieces are joined; a value that is not text (an
 * object) is kept, and the pieces are then joined as an array's string, as intl-messageformat's
 * result reads through `String()`. Throws MissingValueError when a named value is missing.
 */
export function writeMessage(
  parts: readonly MessagePart[],
  locale: string,
  values: Values,
): string {
  const out: unknown[] = [];
  write(parts, locale, values, out);
  const pieces: unknown[] = [];
  for (const piece of out) {
    const last = pieces.length - 1;
    if (typeof piece === 'string' && typeof pieces[last] === 'string') pieces[last] += piece;
    else pieces.push(piece);
  }
  return pieces.length <= 1 ? String(pieces[0] ?? '') : pieces.join(',');
}
