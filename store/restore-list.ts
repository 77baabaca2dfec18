import type * as z from 'zod/mini';

/**
 * The saved items that pass `schema`, the first of each id only: what the cart and the wishlist keep of a
 * list read back from localStorage (edited by hand, left by an older version).
 */
export function validItemsById<S extends z.ZodMiniType<{ id: number }>>(
  saved: readonly unknown[],
  schema: S,
): z.infer<S>[] {
  const valid: z.infer<S>[] = [];
  for (const raw of saved) {
    const item = schema.safeParse(raw);
    if (item.success && !valid.some((v) => v.id === item.data.id)) valid.push(item.data);
  }
  return valid;
}
