// Banned words and slurs in public chat: a listed word counts when it stands as a whole word, in
// any case, wrapped in anything but letters ("cat" is in "Cat!" and "_cat_", not in "catalog");
// accents are folded first, so "càt" counts too. The lists themselves are the operator's (server
// configuration), not the game's content.

/** "Crème" → "creme": letters without their combining marks, lower case. */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The listed words the text contains (each once, as listed). */
export function bannedWordsIn(text: string, words: readonly string[]): string[] {
  const folded = foldAccents(text);
  return words.filter((word) => {
    const wanted = foldAccents(word.trim());
    if (wanted === '') return false;
    return new RegExp(`(?<!\\p{L})${escape(wanted)}(?!\\p{L})`, 'u').test(folded);
  });
}
