// The pseudo-language: every English message with its letters accented and about 40% longer,
// its ICU syntax untouched, so a screen shows at a glance which text is not in the catalogue
// (plain ASCII) and where a longer language would be cut off.

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const growth = 0.4;

/**
 * Accents the literal text of an ICU message. Braces alternate between literal text and syntax:
 * depth 0 is text, `{` opens an argument (odd depth, syntax: a name, `plural`, `one`), whose `{`
 * opens a branch (even depth, text again). `#` in a branch and quoted text stay as they are.
 */
export function pseudoMessage(message: string): string {
  let depth = 0;
  let isQuoted = false;
  let letters = 0;
  let result = '';
  const chars = [...message];
  chars.forEach((char, index) => {
    const next = chars[index + 1] ?? '';
    // an apostrophe quotes syntax characters (`'{'`); a lone one, or a doubled one, is text
    if (char === "'" && (isQuoted || /[{}#|]/.test(next))) isQuoted = !isQuoted;
    else if (!isQuoted && char === '{') depth += 1;
    else if (!isQuoted && char === '}') depth -= 1;
    const isText = depth % 2 === 0 && !isQuoted && char !== '#';
    if (isText && /[a-z]/i.test(char)) letters += 1;
    result += isText ? (accented[char] ?? char) : char;
  });
  if (letters === 0) return message;
  const padding = Math.max(1, Math.round(message.length * growth) - 4);
  const filler = 'ẋ'.repeat(padding).replace(/(.{6})(?=.)/gu, '$1 ');
  return `⟦${result} ${filler}⟧`;
}

/** A whole catalogue (nested keys, arrays of paragraphs) in the pseudo-language. */
export function pseudoCatalogue(catalogue: unknown): unknown {
  if (typeof catalogue === 'string') return pseudoMessage(catalogue);
  if (Array.isArray(catalogue)) return catalogue.map(pseudoCatalogue);
  if (typeof catalogue !== 'object' || catalogue === null) return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]),
  );
}
