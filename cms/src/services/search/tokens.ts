/** How a shopper's text becomes the words the search looks for: lower case, accents folded, letters and digits. */

export const MAX_QUERY_WORDS = 8;
export const MAX_WORD_LENGTH = 40;

/** 'Café  au-Lait!' -> ['cafe', 'au', 'lait']; at most MAX_QUERY_WORDS words, each cut to MAX_WORD_LENGTH. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** Typos forgiven in one word: one from 4 letters, two from 8. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Ways to cut a joined word into two known-looking parts of 3 letters or more ('snakeplant'). */
export function splitCandidates(word: string): [string, string][] {
  if (word.length < 6 || /\d/.test(word)) return [];
  const out: [string, string][] = [];
  for (let i = 3; i <= word.length - 3; i++) out.push([word.slice(0, i), word.slice(i)]);
  return out;
}
