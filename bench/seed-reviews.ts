// `tsx bench/seed-reviews.ts <total>`: gives one product of the demo shop <total> published reviews, each by a
// customer of its own, for the Lighthouse run of a product page with many reviews (issue 41). Runs before the
// CMS opens the database (an embedded PGlite folder has one owner at a time). The product is the first
// non-featured one by id, so the bench's plain product page (the first featured one) stays as it was. The
// reviews are written straight as published: the bench measures the page, not the verified-purchase rule.
import { and, asc, eq, like } from 'drizzle-orm';
import { loadConfig } from '../cms/src/config';
import { openDatabase } from '../cms/src/db/client';
import { products, reviews, users } from '../cms/src/db/schema';
import { seedIfEmpty } from '../cms/src/seed';
import { lockProductReviews, recountProductReviews } from '../cms/src/services/reviews/stats';

const WORDS = [
  'Healthy',
  'Lovely',
  'Well packed',
  'Fragrant',
  'Fresh',
  'Sturdy',
  'Great value',
  'As described',
];

async function main() {
  const total = Number(process.argv[2]);
  if (!Number.isInteger(total) || total < 1) throw new Error('Usage: tsx bench/seed-reviews.ts <total>');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  try {
    await seedIfEmpty(db, config);
    const [product] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.isFeatured, false))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('The catalogue has no product that is not featured');
    const existing = await db.select({ id: users.id }).from(users).where(like(users.email, 'review-bench-%'));
    if (existing.length < total) {
      const rows = Array.from({ length: total - existing.length }, (_, i) => {
        const n = existing.length + i + 1;
        return {
          name: `Bench Reviewer${n}`,
          email: `review-bench-${n}@example.com`,
          passwordHash: 'not-used',
        };
      });
      existing.push(...(await db.insert(users).values(rows).returning({ id: users.id })));
    }
    const start = Date.now() - total * 60_000;
    await db
      .insert(reviews)
      .values(
        existing.slice(0, total).map((u, i) => ({
          productId: product.id,
          userId: u.id,
          // Mostly 4 and 5 stars, as a shop's reviews are.
          rating: [5, 4, 5, 3, 4][i % 5]!,
          title: `${WORDS[i % WORDS.length]} (${i + 1})`,
          text: `Review number ${i + 1}: arrived in good condition and looks just like the photo. Would buy again.`,
          status: 'published' as const,
          publishedAt: new Date(start + i * 60_000),
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .onConflictDoNothing();
    await db.transaction(async (tx) => {
      await lockProductReviews(tx, product.id);
      await recountProductReviews(tx, product.id);
    });
    const [n] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'published')));
    console.log(`[seed] ${total} published reviews on ${product.slug} (${n ? 'ok' : 'none'})`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
