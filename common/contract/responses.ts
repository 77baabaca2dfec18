import * as z from 'zod/mini';
import { withData } from './envelope';
import { discountLineSchema } from './promotions';
import {
  aboutPageSchema,
  bannerSchema,
  categorySchema,
  chooseUsSchema,
  contactPageSchema,
  orderSchema,
  policyPageSchema,
  productSchema,
  profileSchema,
  sessionUserSchema,
  suggestedProductSchema,
} from './records';

/** Success bodies of each call, exactly as shared/cms-api.md gives them. */

const products = z.array(productSchema);

export const categoriesResponse = withData(z.array(categorySchema));
export const bannersResponse = withData(z.array(bannerSchema));
export const productListResponse = z.object({
  status: z.literal(true),
  products: z.object({ data: products }),
});
export const chooseUsResponse = withData(z.array(chooseUsSchema));
export const productsByIdsResponse = withData(z.object({ data: products }));
export const productResponse = withData(z.object({ product: productSchema }));
export const similarProductsResponse = withData(z.object({ similarProducts: products }));
/** `meta` comes back only when the request asked for a page (`page`/`per_page`, this project's extension). */
export const filterMetaSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  per_page: z.number().check(z.int(), z.gte(1)),
});
export type FilterMeta = z.infer<typeof filterMetaSchema>;
export const filterResponse = z.extend(withData(products), { meta: z.optional(filterMetaSchema) });
/** GET /product/suggest (this project's extension, see README): suggestions as the shopper types. */
export const suggestionsSchema = z.object({
  products: z.array(suggestedProductSchema),
  categories: z.array(categorySchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
export const suggestResponse = withData(suggestionsSchema);
export const policyPagesResponse = withData(z.array(policyPageSchema));
export const aboutPagesResponse = withData(z.array(aboutPageSchema));
export const contactPagesResponse = withData(z.array(contactPageSchema));
export const messageResponse = z.object({ status: z.boolean(), message: z.string() });
export const statusResponse = z.object({ status: z.boolean(), message: z.optional(z.string()) });

export const loginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema, access_token: z.string() }),
});
export const registerResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
});
export const profileResponse = withData(z.object({ user: profileSchema }));

export const initiateResponse = withData(
  z.object({
    client_secret: z.string(),
    pid: z.string(),
    is_first_order: z.boolean(),
    discount: z.number().check(z.int()),
    shipping: z.number().check(z.int()),
    sub_total: z.number().check(z.int()),
    total: z.number().check(z.int()),
    /** Issue 40: each discount in stacking order, in cents (`discount` is their sum). Optional: older CMS. */
    discounts: z.optional(z.array(discountLineSchema)),
    /** The code priced into this payment, for placeorder to carry. */
    discount_code: z.optional(z.nullable(z.string())),
  }),
);
export type InitiateResult = z.infer<typeof initiateResponse>['data'];
export const placeOrderResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ order_no: z.string() }),
});
export const updateOrderResponse = withData(z.object({ order_no: z.string() }));
export const ordersHistoryResponse = withData(z.object({ Orders: z.array(orderSchema) }));
export const testConfirmResponse = withData(
  z.object({
    outcome: z.enum(['succeeded', 'declined', 'requires_action']),
    redirect_url: z.optional(z.string()),
  }),
);
