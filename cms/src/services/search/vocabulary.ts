import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { splitCandidates, typoAllowance } from './tokens';

/** What the catalogue's word list (table search_words, kept by migration 0005's triggers) says of one word. */
export interface WordFacts {
  /** The word, or a word with its stem, is in a product name, other name or category name. */
  known: boolean;
  /** Listed words within the word's typo allowance, closest first. */
  near: string[];
}

const MAX_CORRECTIONS = 3;

/**
 * Looks up every word a query could mean in one round trip: the words themselves (with typo corrections),
 * the halves of joined words and the joins of neighbouring words. Each probe is stemmed once, and word and
 * stem are looked up apart (each an index or a hashed look-up): `word = p.word OR stem = stem(p.word)`
 * stemmed every probe again for every listed word, about 40% of a search's time at 100 products.
 */
export async function lookUpWords(db: Db, words: string[]): Promise<Map<string, WordFacts>> {
  const probes = new Map<string, number>();
  words.forEach((w, i) => {
    probes.set(w, typoAllowance(w));
    for (const [left, right] of splitCandidates(w)) {
      if (!probes.has(left)) probes.set(left, 0);
      if (!probes.has(right)) probes.set(right, 0);
    }
    const next = words[i + 1];
    if (next !== undefined && !probes.has(w + next)) probes.set(w + next, 0);
  });
  const list = [...probes];
  const result = await db.execute(sql`
    SELECT p.word,
      EXISTS (SELECT 1 FROM search_words w WHERE w.word = p.word)
        OR EXISTS (SELECT 1 FROM search_words w WHERE w.stem = p.stem) AS known,
      ARRAY(
        SELECT w.word FROM search_words w
        WHERE p.k > 0 AND w.word <> p.word
          AND length(w.word) BETWEEN length(p.word) - p.k AND length(p.word) + p.k
          AND levenshtein_less_equal(w.word, p.word, p.k) <= p.k
        ORDER BY levenshtein(w.word, p.word), w.word
        LIMIT ${MAX_CORRECTIONS}
      ) AS near
    FROM (
      SELECT u.word, u.k, coalesce((ts_lexize('english_stem', u.word))[1], u.word) AS stem
      FROM unnest(
        ARRAY[${sql.join(
          list.map(([w]) => sql`${w}`),
          sql`, `,
        )}]::text[],
        ARRAY[${sql.join(
          list.map(([, k]) => sql`${k}`),
          sql`, `,
        )}]::int[]
      ) AS u(word, k)
    ) AS p`);
  const out = new Map<string, WordFacts>();
  for (const row of rowsOf<{ word: string; known: boolean; near: string[] | null }>(result))
    out.set(row.word, { known: row.known, near: row.near ?? [] });
  return out;
}
