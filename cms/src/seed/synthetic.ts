import type { Db } from '../db/client';
import { products } from '../db/schema';
import { slugify } from './data/html';
import { demoCreatedAt, demoProducts } from './data/products';
import { CATEGORY_SLUGS, type CategorySlug, type SeedProductRow } from './data/types';
import { categoryIdsBySlug } from './demo-data';

/** Name parts per category: qualifier + base + size gives thousands of plausible, varied names. */
interface Vocabulary {
  qualifiers: string[];
  bases: string[];
  sizes: string[];
  /** Cheapest and dearest price in cents, so a jar of cumin never costs more than a pashmina. */
  price: [number, number];
}

const vocab: Record<CategorySlug, Vocabulary> = {
  'indoor-plants': {
    qualifiers: ['Variegated', 'Compact', 'Marble', 'Golden', 'Mini', 'Trailing', 'Dwarf', 'Silver'],
    bases: ['Pothos', 'Philodendron', 'Peace Lily', 'Calathea', 'Dracaena', 'Aglaonema', 'Hoya', 'Fern'],
    sizes: ['4" Pot', '6" Pot', '8" Pot', 'Hanging Basket'],
    price: [899, 8999],
  },
  'outdoor-plants': {
    qualifiers: ['Dwarf', 'Climbing', 'Red', 'White', 'Fragrant', 'Hardy', 'Compact', 'Everblooming'],
    bases: ['Rose', 'Hydrangea', 'Lavender', 'Hibiscus', 'Azalea', 'Jasmine', 'Salvia', 'Boxwood'],
    sizes: ['1 gal', '2 gal', '3 gal', 'Flat of 6'],
    price: [999, 12999],
  },
  'seeds-bulbs': {
    qualifiers: ['Heirloom', 'Organic', 'Early', 'Giant', 'Bush', 'Rainbow', 'Sweet', 'Hot'],
    bases: ['Tomato Seeds', 'Chili Seeds', 'Spinach Seeds', 'Radish Seeds', 'Lily Bulbs', 'Daffodil Bulbs'],
    sizes: ['Packet', '2 Packets', 'Bulk 25g', '10 pack'],
    price: [299, 2499],
  },
  'garden-tools': {
    qualifiers: ['Stainless', 'Carbon Steel', 'Ergonomic', 'Compact', 'Heavy-duty', 'Folding'],
    bases: ['Trowel', 'Transplanter', 'Weeder', 'Rake', 'Spade', 'Pruning Saw', 'Loppers', 'Hoe'],
    sizes: ['Small', 'Standard', 'Long Handle'],
    price: [799, 6999],
  },
  'pots-planters': {
    qualifiers: ['Terracotta', 'Glazed', 'Speckled', 'Matte White', 'Ribbed', 'Rattan', 'Stoneware'],
    bases: ['Pot', 'Planter', 'Bowl Planter', 'Cylinder', 'Hanging Pot', 'Footed Planter'],
    sizes: ['4"', '6"', '8"', '10"', '12"'],
    price: [899, 11999],
  },
  'nepalese-spices-groceries': {
    qualifiers: ['Organic', 'Stone-ground', 'Premium', 'Whole', 'Roasted', 'Mountain'],
    bases: ['Turmeric', 'Cumin', 'Coriander Powder', 'Fenugreek', 'Black Lentils', 'Basmati Rice', 'Ghee'],
    sizes: ['100g', '250g', '500g', '1kg'],
    price: [299, 2499],
  },
  'teas-snacks': {
    qualifiers: ['Ilam', 'Dhankuta', 'Spiced', 'Roasted', 'Honey', 'Ginger', 'Lemon'],
    bases: ['Black Tea', 'Green Tea', 'Oolong', 'Cookies', 'Peanuts', 'Bhujia', 'Chiura Snack'],
    sizes: ['50g', '100g', '200g', '400g'],
    price: [399, 3499],
  },
  handicrafts: {
    qualifiers: ['Handmade', 'Nepali', 'Himalayan', 'Fair-trade', 'Traditional', 'Artisan'],
    bases: ['Prayer Wheel', 'Incense Holder', 'Coaster Set', 'Wall Hanging', 'Cushion Cover', 'Notebook'],
    sizes: ['Small', 'Medium', 'Large'],
    price: [999, 12999],
  },
};

const GROCERY_LIKE: ReadonlySet<CategorySlug> = new Set(['nepalese-spices-groceries', 'teas-snacks']);

/** Pick from a list with a stride so neighbouring products differ; the lists are never empty. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Demo product images per category, so synthetic products reuse artwork instead of needing new files. */
function imagesByCategory(): Map<CategorySlug, string[]> {
  const map = new Map<CategorySlug, string[]>();
  for (const p of demoProducts) map.set(p.categorySlug, [...(map.get(p.categorySlug) ?? []), p.image]);
  return map;
}

/**
 * Builds `count` deterministic synthetic products for benchmarks. `firstSerial` goes into every slug
 * (`…-s{serial}`), so batches with different starting serials never collide with each other or the demo.
 */
export function buildSyntheticProducts(count: number, firstSerial = 1): SeedProductRow[] {
  const images = imagesByCategory();
  const out: SeedProductRow[] = [];
  for (let i = 0; i < count; i++) {
    const serial = firstSerial + i;
    const categorySlug = pick(CATEGORY_SLUGS, serial);
    const v = vocab[categorySlug];
    const k = Math.floor(serial / CATEGORY_SLUGS.length);
    const name = `${pick(v.qualifiers, k)} ${pick(v.bases, k * 3 + 1)} ${pick(v.sizes, k * 7 + 2)}`;
    const grocery = GROCERY_LIKE.has(categorySlug);
    out.push({
      slug: `${slugify(name)}-s${serial}`,
      name,
      categorySlug,
      image: pick(images.get(categorySlug) ?? [], k),
      // Whole dollars minus a cent, spread over the category's range (many land on both sides of $49).
      priceCents: v.price[0] + ((serial * 7919) % ((v.price[1] - v.price[0]) / 100 + 1)) * 100,
      quantity: serial % 17 === 0 ? 0 : (serial * 31) % 200,
      detail: `<p><strong>${name}</strong> is part of the synthetic benchmark catalogue.</p><ul><li>Serial ${serial}</li></ul>`,
      unitInGram: grocery ? 100 * (1 + (serial % 10)) : null,
      ingredients: grocery ? 'See package for details.' : null,
      isFeatured: serial % 11 === 0,
      isOffer: serial % 23 === 0,
      searchTerms: '',
      createdAt: demoCreatedAt(serial),
    });
  }
  return out;
}

const CHUNK = 1000;

/**
 * Inserts `count` synthetic products in chunks of 1,000 rows (one statement each, well under Postgres's
 * 65,535 bind-parameter limit). Needs the demo categories; returns the number inserted.
 */
export async function seedSyntheticProducts(db: Db, count: number, firstSerial = 1): Promise<number> {
  const categoryIds = await categoryIdsBySlug(db);
  const rows = buildSyntheticProducts(count, firstSerial).map(({ categorySlug, ...p }) => {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined)
      throw new Error(`Category ${categorySlug} is missing: seed the demo shop first`);
    return { ...p, categoryId };
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(products).values(rows.slice(i, i + CHUNK));
  });
  return rows.length;
}
