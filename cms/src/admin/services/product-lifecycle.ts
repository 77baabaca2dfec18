import { CMS_MSG, CONSOLE_MSG } from '@common/messages';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { orderItems, products } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { AdminProduct } from './products';

/** Reads one product as the console shows it (productService's `one`). */
type ReadOne = (id: number) => Promise<AdminProduct | null>;

/** Whether any order references the product, which then can be archived but not deleted. */
async function isOrdered(tx: AppDeps['db'], id: number): Promise<boolean> {
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  return ordered !== undefined;
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Hides a product from the shop (or shows it again), keeping it and its order history (ADR 0046). */
export async function setProductArchived(deps: AppDeps, one: ReadOne, id: number, archived: boolean) {
  const before = await one(id);
  if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
  if (before.archived !== archived) {
    await deps.db
      .update(products)
      .set({ archivedAt: archived ? deps.now() : null, updatedAt: deps.now() })
      .where(eq(products.id, id));
  }
  return { before, after: (await one(id))! };
}

/** Deletes a product for good; one an order refers to is refused (409): archive it instead. */
export async function deleteProduct(deps: AppDeps, one: ReadOne, id: number) {
  const before = await one(id);
  if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
  const inOrders = () => new HttpError(409, CONSOLE_MSG.records.productInOrders);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await isOrdered(tx, id)) throw inOrders();
      await tx.delete(products).where(eq(products.id, id));
      return { before };
    });
  } catch (err) {
    // An order placed between the check and the delete: the order line's foreign key refuses it.
    if (isForeignKeyViolation(err)) throw inOrders();
    throw err;
  }
}
