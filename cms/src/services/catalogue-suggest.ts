import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Suggestions } from '@common/contract';
import type { AppDeps } from '../deps';
import { categories, products } from '../db/schema';
import { dollars } from '../lib/http';
import { absoluteUrl } from '../lib/urls';
import { shown, storableText } from './catalogue-rows';
import {
  categoryMatches,
  matches,
  planSearch,
  relevance,
  resembles,
  SUGGEST_SEARCH,
  type SearchPlan,
} from './search/plan';

const MAX_CATEGORY_SUGGESTIONS = 4;

/** GET /product/suggest: a few products (image and price) and categories for what the shopper has typed. */
export function productSuggest({ db, config }: AppDeps) {
  const pick = (where: SQL, order: SQL, limit: number) =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        image: products.image,
        priceCents: products.priceCents,
      })
      .from(products)
      .where(and(shown, where))
      .orderBy(desc(order), asc(products.id))
      .limit(limit);

  /** Every word, then any word, then names that merely look alike ('Did you mean'). */
  async function suggestProducts(plan: SearchPlan, limit: number) {
    const all = await pick(matches(plan, 'all'), relevance(plan, 'all'), limit);
    if (all.length > 0) return all;
    const any = plan.any !== plan.all ? await pick(matches(plan, 'any'), relevance(plan, 'any'), limit) : [];
    if (any.length > 0) return any;
    return pick(resembles(plan), sql`word_similarity(${plan.text}, ${products.searchName})`, limit);
  }

  return async function suggest(text: string, limit: number): Promise<Suggestions> {
    if (!storableText(text)) return { products: [], categories: [] };
    const plan = await planSearch(db, text, SUGGEST_SEARCH);
    const [found, cats] = await Promise.all([
      suggestProducts(plan, limit),
      db
        .select({ id: categories.id, slug: categories.slug, name: categories.name, image: categories.image })
        .from(categories)
        .where(categoryMatches(plan))
        .orderBy(asc(categories.sortOrder), asc(categories.id))
        .limit(MAX_CATEGORY_SUGGESTIONS),
    ]);
    return {
      products: found.map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        image: absoluteUrl(config.publicUrl, p.image),
        price: dollars(p.priceCents),
      })),
      categories: cats.map((c) => ({ ...c, image: absoluteUrl(config.publicUrl, c.image) })),
    };
  };
}
