/**
 * US and UK spellings, and other everyday names a shopper may type for the same thing. Data only: the search
 * adds each listed alternative of a word to the query (both directions), so a product written either way is
 * found. Add pairs here; nothing else needs to change.
 */

/** Whole words: [one spelling, the other]. */
export const SPELLING_WORDS: readonly (readonly [string, string])[] = [
  ['chilli', 'chili'],
  ['chillies', 'chilies'],
  ['grey', 'gray'],
  ['aluminium', 'aluminum'],
  ['mould', 'mold'],
  ['plough', 'plow'],
  ['jewellery', 'jewelry'],
  ['yoghurt', 'yogurt'],
  ['sulphur', 'sulfur'],
  ['storey', 'story'],
  ['aubergine', 'eggplant'],
  ['courgette', 'zucchini'],
  ['coriander', 'cilantro'],
  ['trainer', 'sneaker'],
  ['pyjamas', 'pajamas'],
  ['tyre', 'tire'],
  ['cheque', 'check'],
];

/** Word endings: [UK, US]; tried only on words of 5 letters or more, so short words keep their meaning. */
export const SPELLING_ENDINGS: readonly (readonly [string, string])[] = [
  ['isation', 'ization'],
  ['ising', 'izing'],
  ['ised', 'ized'],
  ['iser', 'izer'],
  ['ises', 'izes'],
  ['ise', 'ize'],
  ['yse', 'yze'],
  ['ours', 'ors'],
  ['our', 'or'],
  ['tre', 'ter'],
  ['ogue', 'og'],
  ['lled', 'led'],
  ['lling', 'ling'],
];

const MIN_ENDING_WORD = 5;

/** The other spellings of one lower-case, unaccented word (not the word itself). */
export function spellingVariants(word: string): string[] {
  const out = new Set<string>();
  for (const [a, b] of SPELLING_WORDS) {
    if (word === a) out.add(b);
    if (word === b) out.add(a);
  }
  if (word.length >= MIN_ENDING_WORD) {
    for (const [uk, us] of SPELLING_ENDINGS) {
      if (word.endsWith(uk)) out.add(word.slice(0, -uk.length) + us);
      else if (word.endsWith(us)) out.add(word.slice(0, -us.length) + uk);
    }
  }
  out.delete(word);
  return [...out];
}
