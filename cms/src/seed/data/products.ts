import { escapeHtml, slugify } from './html';
import { gardenTools } from './products-garden-tools';
import { groceries } from './products-groceries';
import { handicrafts } from './products-handicrafts';
import { indoorPlants } from './products-indoor-plants';
import { OTHER_NAMES } from './other-names';
import { outdoorPlants } from './products-outdoor-plants';
import { potsPlanters } from './products-pots-planters';
import { seedsBulbs } from './products-seeds-bulbs';
import { teasSnacks } from './products-teas-snacks';
import type { CategoryProducts, ProductSeed, SeedProductRow } from './types';

/** In category display order, so product ids come out grouped by category. */
const catalogue: CategoryProducts[] = [
  indoorPlants,
  outdoorPlants,
  seedsBulbs,
  gardenTools,
  potsPlanters,
  groceries,
  teasSnacks,
  handicrafts,
];

/**
 * Fixed "now" for the demo catalogue. Dates derive from it rather than the clock so every seed of the same
 * code produces byte-identical data, which keeps date-sorted listings stable across machines and test runs.
 */
export const SEED_BASE_DATE = new Date(Date.UTC(2026, 6, 1, 10, 0, 0));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Spreads products over ~120 days; 47 is coprime with 120, so the first 120 products get distinct days. */
export function demoCreatedAt(index: number): Date {
  const days = (index * 47) % 120;
  const minutes = (index * 137) % 600;
  return new Date(SEED_BASE_DATE.getTime() - days * DAY - minutes * MINUTE);
}

export const productImagePath = (slug: string) => `/uploads/products/${slug}.webp`;

function detailHtml(group: CategoryProducts, seed: ProductSeed, position: number): string {
  const closing = group.closings[position % group.closings.length] ?? '';
  const items = seed.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('');
  return [
    `<p><strong>${escapeHtml(seed.name)}</strong> ${escapeHtml(seed.summary)}</p>`,
    `<p><strong>${escapeHtml(group.listLead)}</strong></p>`,
    `<ul>${items}</ul>`,
    `<p>${escapeHtml(closing)}</p>`,
    seed.extraHtml ?? '',
  ].join('');
}

function buildDemoProducts(): SeedProductRow[] {
  let index = 0;
  return catalogue.flatMap((group) =>
    group.products.map((seed, position) => {
      const slug = slugify(seed.name);
      return {
        slug,
        name: seed.name,
        categorySlug: group.category,
        image: productImagePath(slug),
        priceCents: seed.priceCents,
        quantity: seed.quantity,
        detail: detailHtml(group, seed, position),
        unitInGram: seed.unitInGram,
        ingredients: seed.ingredients ?? null,
        isFeatured: seed.featured ?? false,
        isOffer: seed.offer ?? false,
        searchTerms: OTHER_NAMES[seed.name] ?? '',
        createdAt: demoCreatedAt(index++),
      };
    }),
  );
}

/** The demo catalogue, built once; deterministic, so it is safe to share. */
export const demoProducts: readonly SeedProductRow[] = buildDemoProducts();

for (const name of Object.keys(OTHER_NAMES)) {
  if (!demoProducts.some((p) => p.name === name)) throw new Error(`Other names for unknown product ${name}`);
}

/** Products other tests and demos rely on by slug. */
export const DEMO_FIXTURES = {
  /** Description contains `<script>` and `<img onerror>`: the API must sanitise it. */
  sanitiserDemoSlug: 'brass-butter-lamp',
  /** Exactly $49.00, the free-shipping threshold. */
  freeShippingPriceSlug: 'professional-bypass-pruners',
  /** $48.99, one cent under the threshold. */
  justUnderFreeShippingSlug: 'glazed-ceramic-planter-10',
} as const;
