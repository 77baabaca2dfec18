import type { Db } from '../../src/db/client';
import { banners, categories, chooseUs, contactPage, contentPages, products } from '../../src/db/schema';

/**
 * Inserts catalogue and content rows straight into the database, so each test controls exactly which
 * records exist (names, prices, dates, flags) instead of depending on the demo seed.
 */

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

export async function insertCategory(
  db: Db,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const slug = fields.slug ?? unique('category');
  const [row] = await db
    .insert(categories)
    .values({ slug, name: slug, image: `/uploads/categories/${slug}.webp`, ...fields })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function insertProduct(
  db: Db,
  categoryId: number,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const slug = fields.slug ?? unique('product');
  const [row] = await db
    .insert(products)
    .values({
      slug,
      name: slug,
      image: `/uploads/products/${slug}.webp`,
      priceCents: 1000,
      quantity: 5,
      categoryId,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function insertBanner(db: Db, fields: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ image: `/uploads/banners/${unique('banner')}.webp`, ...fields })
    .returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function insertChooseUs(db: Db, fields: Partial<typeof chooseUs.$inferInsert> = {}) {
  const [row] = await db
    .insert(chooseUs)
    .values({ image: `/uploads/choose/${unique('choose')}.webp`, title: 'Fresh every week', ...fields })
    .returning();
  if (!row) throw new Error('choose-us insert returned nothing');
  return row;
}

export async function insertContentPage(
  db: Db,
  fields: Pick<typeof contentPages.$inferInsert, 'kind'> & Partial<typeof contentPages.$inferInsert>,
) {
  const [row] = await db
    .insert(contentPages)
    .values({ description: '<p>Text</p>', ...fields })
    .returning();
  if (!row) throw new Error('content page insert returned nothing');
  return row;
}

export async function insertContactPage(db: Db, fields: Partial<typeof contactPage.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactPage)
    .values({
      phone: '(646) 555-0142',
      email: 'hello@shop.example',
      address: '12 Garden Lane, Queens, NY 11101',
      youtube: 'https://youtube.com/@shop',
      facebook: 'https://facebook.com/shop',
      instagram: 'https://instagram.com/shop',
      mapEmbedUrl: 'https://maps.example/embed?q=shop',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('contact page insert returned nothing');
  return row;
}

/** A fixed date plus `days`, so ordering by creation date is deterministic. */
export function day(days: number): Date {
  return new Date(Date.UTC(2026, 9, 1, 10) + days * 86_400_000);
}
