import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { spellingVariants } from './spelling';
import { searchWords, splitCandidates } from './tokens';
import { lookUpWords, type WordFacts } from './vocabulary';

/**
 * A shopper's query, ready for PostgreSQL: `all` needs every word (in any order), `any` one of them; each word
 * stands for itself, its other spellings, typo corrections and splits, so the stemmer (plurals) and unaccent
 * (in the `shop_search` configuration) see every form. `like` is the contract's substring match, kept so the
 * results are a superset of it.
 */
export interface SearchPlan {
  text: string;
  like: string;
  all: string | null;
  any: string | null;
}

const UNKNOWN: WordFacts = { known: false, near: [] };

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The alternatives of one word, as a tsquery fragment. */
function wordGroup(word: string, facts: Map<string, WordFacts>, prefix: boolean): string {
  const own = facts.get(word) ?? UNKNOWN;
  const variants = spellingVariants(word);
  const alternatives = new Set([prefix && word.length >= 3 ? `${word}:*` : word, ...variants]);
  if (!own.known) {
    for (const near of own.near) alternatives.add(near);
    for (const [left, right] of splitCandidates(word)) {
      if (facts.get(left)?.known && facts.get(right)?.known) alternatives.add(`(${left} & ${right})`);
    }
  }
  return `(${[...alternatives].join(' | ')})`;
}

/** Groups for every word; two neighbours that are one listed word when joined ('micro greens') may be either. */
function wordGroups(words: string[], facts: Map<string, WordFacts>, prefixLast: boolean): string[] {
  const groups: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const group = wordGroup(word, facts, prefixLast && i === words.length - 1);
    const next = words[i + 1];
    if (next !== undefined && facts.get(word + next)?.known) {
      const nextGroup = wordGroup(next, facts, prefixLast && i + 1 === words.length - 1);
      groups.push(`((${group} & ${nextGroup}) | ${word}${next})`);
      i++;
    } else groups.push(group);
  }
  return groups;
}

export async function planSearch(db: Db, text: string, opts: { prefixLast: boolean }): Promise<SearchPlan> {
  const words = searchWords(text);
  const like = `%${escapeLike(text)}%`;
  if (words.length === 0) return { text, like, all: null, any: null };
  const facts = await lookUpWords(db, words);
  const groups = wordGroups(words, facts, opts.prefixLast);
  return { text: words.join(' '), like, all: groups.join(' & '), any: groups.join(' | ') };
}

const tsquery = (q: string) => sql`to_tsquery('shop_search', ${q})`;

/** Rows the plan matches: the full-text query (GIN index) or the contract's substring (trigram index). */
export function matches(plan: SearchPlan, mode: 'all' | 'any'): SQL {
  const q = plan[mode];
  const substring = sql`${products.name} ILIKE ${plan.like}`;
  return q ? sql`(${products.searchVector} @@ ${tsquery(q)} OR ${substring})` : substring;
}

/**
 * Relevance: name and other names (weight A) before category (B) before description (C), plus the whole
 * query as a substring of the name, plus how closely the name resembles the query (trigrams).
 */
export function relevance(plan: SearchPlan, mode: 'all' | 'any'): SQL<number> {
  const q = plan[mode];
  const rank = q ? sql`ts_rank('{0.05, 0.2, 0.5, 1.0}', ${products.searchVector}, ${tsquery(q)})` : sql`0`;
  return sql<number>`(${rank} + (CASE WHEN ${products.name} ILIKE ${plan.like} THEN 1 ELSE 0 END)
    + word_similarity(${plan.text}, ${products.searchName}))`;
}

/** Categories whose name matches any word of the plan, or the whole text as a substring. */
export function categoryMatches(plan: SearchPlan): SQL {
  const substring = sql`${categories.name} ILIKE ${plan.like}`;
  return plan.any
    ? sql`(to_tsvector('shop_search', ${categories.name}) @@ ${tsquery(plan.any)} OR ${substring})`
    : substring;
}

/**
 * Least trigram word similarity for 'Did you mean'. Every database session starts with pg_trgm's
 * `word_similarity_threshold` at this value (db/client.ts), so `<%` means "at least this similar" and the
 * trigram index on search_name can answer it.
 */
export const RESEMBLANCE = 0.3;

/** Names that merely look alike, for 'Did you mean': asked only when nothing matched at all. */
export function resembles(plan: SearchPlan): SQL {
  return sql`${plan.text} <% ${products.searchName}`;
}
