import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { adminIssuePromotionSchema, adminPromotionSchema } from '@common/contract/admin';
import { CMS_MSG, PROMO_CONSOLE_MSG, PROMO_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { promotionGrants, promotions, shopSettings, users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { sendSafely } from '../../services/mailer';
import { notifyStorefront } from '../../services/revalidate';
import { formBody } from '../body';
import type { AdminEnv } from '../env';
import { audit } from '../services/audit';
import { pathId } from '../services/list-query';
import {
  assertCodeFree,
  assertUnused,
  promotionOut,
  promotionReport,
  type PromotionRow,
} from '../services/promotions';
import { simpleResourceRoutes } from './simple-resource';

const cents = (dollars: number) => Math.round(dollars * 100);

/** `/promotions` (issue 40's interface): list, get, create, update (pause, end), delete while unused. */
function promotionResource(deps: AppDeps) {
  const { db } = deps;
  return simpleResourceRoutes(deps, {
    name: 'promotions',
    entity: 'promotion',
    label: (r) => String(r.code ?? r.label),
    table: promotions,
    schema: adminPromotionSchema,
    sortable: { label: promotions.label, code: promotions.code, priority: promotions.priority },
    searchable: promotions.label,
    async values(input, before) {
      const code = input.code || null;
      if (code && before?.firstOrderOnly) {
        throw new HttpError(422, PROMO_CONSOLE_MSG.firstOrderHasNoCode, {
          code: PROMO_CONSOLE_MSG.firstOrderHasNoCode,
        });
      }
      await assertCodeFree(db, code, before ? (before.id as number) : null);
      return {
        label: input.label,
        code,
        kind: input.kind,
        value: input.kind === 'amount' ? cents(input.value) : input.value,
        minSubtotalCents: cents(input.min_subtotal),
        startsAt: input.starts_at ?? null,
        endsAt: input.ends_at ?? null,
        usageCap: input.usage_cap ?? null,
        perCustomerCap: input.per_customer_cap ?? null,
        productIds: input.product_ids,
        categorySlugs: input.category_slugs,
        buyQty: input.buy_qty,
        getQty: input.get_qty,
        stacks: input.stacks,
        priority: input.priority,
        active: input.active,
        listed: input.listed,
      };
    },
    out: (r) => promotionOut(r as unknown as PromotionRow),
    // Promotions change no cached page; the shipping settings below do.
    purgeTags: [],
    beforeDelete: (id) => assertUnused(db, id),
  });
}

const settingsSchema = z.object({
  shipping: z.number().check(z.gte(0), z.lte(10_000)),
  free_shipping_threshold: z.number().check(z.gte(0), z.lte(1_000_000)),
  refund_returns_use: z.boolean(),
});

const settingsOut = (s: typeof shopSettings.$inferSelect) => ({
  id: 1,
  shipping: s.shippingCents / 100,
  free_shipping_threshold: s.freeShippingThresholdCents / 100,
  refund_returns_use: s.refundReturnsUse,
});

/** The report, issuing a code to one customer, and the shop's shipping and promotion settings. */
export function promotionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();

  app.get('/promotions/:id/report', async (c) => {
    const id = pathId(c);
    const [p] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id));
    if (!p) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(await promotionReport(db, id));
  });

  app.post('/promotions/:id/issue', async (c) => {
    const id = pathId(c);
    const { email } = await formBody(c, adminIssuePromotionSchema);
    const [p] = await db.select().from(promotions).where(eq(promotions.id, id));
    if (!p) throw new HttpError(404, CMS_MSG.request.notFound);
    if (!p.code) throw new HttpError(422, PROMO_CONSOLE_MSG.automaticNotIssued);
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!user)
      throw new HttpError(404, PROMO_CONSOLE_MSG.noCustomer, { email: PROMO_CONSOLE_MSG.noCustomer });
    await db.insert(promotionGrants).values({ promotionId: id, userId: user.id }).onConflictDoNothing();
    await audit(db, c.get('actor'), deps.now(), {
      action: 'promotion.issue',
      entity: 'promotion',
      entityId: id,
      label: p.code,
      after: { issued_to: user.email },
    });
    const sent = await sendSafely(deps.mailer, {
      to: user.email,
      subject: PROMO_MSG.issuedMail.subject,
      text: `Hello ${user.name},\n\n${PROMO_MSG.issuedMail.lead(p.code)}\n\n${p.label}`,
    });
    return c.json({ id, issued_to: user.email, mailed: sent });
  });

  app.get('/promotion-settings/:id', async (c) => {
    const [s] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!s) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(settingsOut(s));
  });

  app.put('/promotion-settings/:id', async (c) => {
    const input = await formBody(c, settingsSchema);
    const [before] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    const [after] = await db
      .update(shopSettings)
      .set({
        shippingCents: cents(input.shipping),
        freeShippingThresholdCents: cents(input.free_shipping_threshold),
        refundReturnsUse: input.refund_returns_use,
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!before || !after) throw new HttpError(404, CMS_MSG.request.notFound);
    await audit(db, c.get('actor'), deps.now(), {
      action: 'promotion_settings.update',
      entity: 'promotion_settings',
      entityId: 1,
      label: 'Shipping and promotion settings',
      before: settingsOut(before),
      after: settingsOut(after),
    });
    // The header strip names the threshold on every page.
    void notifyStorefront(deps.config, ['settings']);
    return c.json(settingsOut(after));
  });

  app.route('/', promotionResource(deps));
  return app;
}
