import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { spellingVariants } from './spelling';
import { searchWords, splitCandidates } from './tokens';
import { lookUpWords, type WordFacts } from './vocabulary';

/**
 * A shopper's query, ready for PostgreSQL: `all` needs every word (in any order), `any` one of them; each word
 * stands for itself, its other spellings, typo corrections and splits, so the stemmer (plurals) and unaccent
 * (in the `shop_search` configuration) see every form. `like` is the contract's substring match, OR-ed in when
 * `substring` says so, so the results are a superset of it.
 */
export interface SearchPlan {
  text: string;
  like: string;
  substring: boolean;
  all: string | null;
  any: string | null;
}

/** How a caller searches: the filter keeps the contract, suggestions keep to what an index answers. */
export interface PlanOptions {
  /** The last word also matches the longer words it starts ('lav' -> lavender) from this many letters. */
  prefixFrom: number;
  /**
   * 'always': the contract's substring match is OR-ed in (GET /product/filter). 'indexed': only when a word
   * of the text has TRIGRAM letters, as the trigram index on the name cannot answer a shorter substring and
   * PostgreSQL would read every name (suggestions, asked from 2 letters on every keystroke).
   */
  substring: 'always' | 'indexed';
}

/** Fewest letters pg_trgm needs to take a trigram from a word of a substring pattern ('%lav%'). */
export const TRIGRAM = 3;

export const FILTER_SEARCH: PlanOptions = { prefixFrom: 3, substring: 'always' };
export const SUGGEST_SEARCH: PlanOptions = { prefixFrom: 2, substring: 'indexed' };

const UNKNOWN: WordFacts = { known: false, near: [] };

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The alternatives of one word, as a tsquery fragment. */
function wordGroup(word: string, facts: Map<string, WordFacts>, prefixFrom: number | null): string {
  const own = facts.get(word) ?? UNKNOWN;
  const variants = spellingVariants(word);
  const prefix = prefixFrom !== null && word.length >= prefixFrom;
  const alternatives = new Set([prefix ? `${word}:*` : word, ...variants]);
  if (!own.known) {
    for (const near of own.near) alternatives.add(near);
    for (const [left, right] of splitCandidates(word)) {
      if (facts.get(left)?.known && facts.get(right)?.known) alternatives.add(`(${left} & ${right})`);
    }
  }
  return `(${[...alternatives].join(' | ')})`;
}

/** Groups for every word; two neighbours that are one listed word when joined ('micro greens') may be either. */
function wordGroups(words: string[], facts: Map<string, WordFacts>, prefixFrom: number): string[] {
  const groups: string[] = [];
  const prefixAt = (i: number) => (i === words.length - 1 ? prefixFrom : null);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const group = wordGroup(word, facts, prefixAt(i));
    const next = words[i + 1];
    if (next !== undefined && facts.get(word + next)?.known) {
      const nextGroup = wordGroup(next, facts, prefixAt(i + 1));
      groups.push(`((${group} & ${nextGroup}) | ${word}${next})`);
      i++;
    } else groups.push(group);
  }
  return groups;
}

export async function planSearch(db: Db, text: string, opts: PlanOptions): Promise<SearchPlan> {
  const words = searchWords(text);
  const like = `%${escapeLike(text)}%`;
  // Text without a word (punctuation) can only match as a substring.
  const substring =
    opts.substring === 'always' || words.length === 0 || words.some((w) => w.length >= TRIGRAM);
  if (words.length === 0) return { text, like, substring, all: null, any: null };
  const facts = await lookUpWords(db, words);
  const groups = wordGroups(words, facts, opts.prefixFrom);
  return { text: words.join(' '), like, substring, all: groups.join(' & '), any: groups.join(' | ') };
}

const tsquery = (q: string) => sql`to_tsquery('shop_search', ${q})`;

/**
 * Rows the plan matches: the full-text query (GIN index) or the contract's substring (trigram index). Both are
 * index conditions, so PostgreSQL reads only the matches (a BitmapOr of the two indexes) and ranks just them;
 * only a substring without a trigram (the filter's 1 or 2 letters) still reads every name.
 */
export function matches(plan: SearchPlan, mode: 'all' | 'any'): SQL {
  const q = plan[mode];
  const substring = sql`${products.name} ILIKE ${plan.like}`;
  if (!q) return substring;
  const words = sql`${products.searchVector} @@ ${tsquery(q)}`;
  return plan.substring ? sql`(${words} OR ${substring})` : words;
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
