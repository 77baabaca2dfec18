import { eq } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS, RETURN_WINDOW_MAX_DAYS } from '@common/constants';
import type { Db } from '../../db/client';
import { meta } from '../../db/schema';

/** Where the owner's return window is kept: one setting for the whole shop (docs/adr/0087). */
export const RETURN_WINDOW_KEY = 'returns.window_days';

/** Days after delivery within which a return may be asked for: the owner's setting, else 30. */
export async function returnWindowDays(db: Db): Promise<number> {
  const [row] = await db.select().from(meta).where(eq(meta.key, RETURN_WINDOW_KEY));
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 1 && n <= RETURN_WINDOW_MAX_DAYS ? n : RETURN_WINDOW_DAYS;
}

export async function setReturnWindowDays(db: Db, days: number): Promise<void> {
  await db
    .insert(meta)
    .values({ key: RETURN_WINDOW_KEY, value: String(days) })
    .onConflictDoUpdate({ target: meta.key, set: { value: String(days) } });
}

/** Whether an order delivered at `deliveredAt` may still be returned at `now`. */
export function withinWindow(deliveredAt: Date | null, days: number, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= days * 24 * 60 * 60 * 1000;
}
