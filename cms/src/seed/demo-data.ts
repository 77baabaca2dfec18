import type { Db } from '../db/client';
import { banners, categories, chooseUs, contactPage, contentPages, products } from '../db/schema';
import { categorySeeds } from './data/categories';
import { contentPageSeeds } from './data/pages';
import { demoProducts, SEED_BASE_DATE } from './data/products';
import { bannerSeeds, chooseUsSeeds, contactSeed } from './data/site';

export const categoryImagePath = (slug: string) => `/uploads/categories/${slug}.webp`;

/** Looks up category ids by slug; used to attach products (demo and synthetic) to their category. */
export async function categoryIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the whole demo shop. Expects empty tables; the caller owns the transaction. */
export async function insertDemoData(db: Db): Promise<void> {
  await db.insert(categories).values(
    categorySeeds.map((c, i) => ({
      slug: c.slug,
      name: c.name,
      image: categoryImagePath(c.slug),
      isFeatured: true,
      sortOrder: i + 1,
      createdAt: SEED_BASE_DATE,
    })),
  );
  const categoryIds = await categoryIdsBySlug(db);
  await db.insert(products).values(
    demoProducts.map(({ categorySlug, ...p }) => {
      const categoryId = categoryIds.get(categorySlug);
      if (categoryId === undefined)
        throw new Error(`Seed product ${p.slug} has unknown category ${categorySlug}`);
      return { ...p, categoryId };
    }),
  );
  await db
    .insert(banners)
    .values(bannerSeeds.map((b, i) => ({ image: b.image, status: b.status, sortOrder: i + 1 })));
  await db
    .insert(chooseUs)
    .values(chooseUsSeeds.map((c, i) => ({ image: c.image, title: c.title, sortOrder: i + 1 })));
  await db.insert(contentPages).values(
    contentPageSeeds.map((p) => ({
      kind: p.kind,
      title: p.title,
      description: p.description,
      image: 'image' in p ? p.image : null,
    })),
  );
  await db.insert(contactPage).values(contactSeed);
}
