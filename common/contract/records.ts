import * as z from 'zod/mini';

/** Records of the CMS API contract (shared/cms-api.md, "Records"). */

export const productSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().check(z.int()),
  detail: z.nullable(z.string()),
  unit_in_gram: z.nullable(z.number()),
  // Spelt so by the contract.
  ingredeints: z.nullable(z.string()),
  category_slug: z.string(),
  created_at: z.string(),
  /** This project's extension (issue 41): the published reviews' summary, present once there is one. */
  rating: z.optional(z.object({ average: z.number(), count: z.number().check(z.int()) })),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A product as a search suggestion: enough for a line with its image and price (GET /product/suggest). */
export const suggestedProductSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
});
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

export const bannerSchema = z.object({
  id: z.number().check(z.int()),
  image: z.string(),
  status: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const chooseUsSchema = z.object({
  id: z.number().check(z.int()),
  image: z.string(),
  title: z.string(),
});
export type ChooseUs = z.infer<typeof chooseUsSchema>;

export const policyPageSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
});
export type PolicyPage = z.infer<typeof policyPageSchema>;

export const aboutPageSchema = z.object({
  id: z.number().check(z.int()),
  image: z.nullable(z.string()),
  description: z.string(),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const contactPageSchema = z.object({
  id: z.number().check(z.int()),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  youtube: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  map_embed_url: z.string(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const sessionUserSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  stripe_cus_id: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const profileSchema = z.extend(sessionUserSchema, {
  phone_no: z.nullable(z.string()),
  dateofbirth: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** 'shipped' (between paid and delivered) is an addition to the contract's statuses. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'canceled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderItemSchema = z.object({
  id: z.number().check(z.int()),
  qty: z.number().check(z.int()),
  product: z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    price: z.number(),
    slug: z.string(),
    image: z.string(),
  }),
});

export const orderSchema = z.object({
  id: z.number().check(z.int()),
  order_no: z.string(),
  created_at: z.string(),
  amount: z.number(),
  status: orderStatusSchema,
  order_items: z.array(orderItemSchema),
  sub_total: z.number(),
  shipping_amount: z.number(),
  is_first_order: z.boolean(),
  first_order_discount: z.number(),
  refund_amount: z.number(),
  total_after_refund: z.number(),
  // Additions for shipped orders; optional, so a server keeping the old contract still parses.
  carrier: z.optional(z.nullable(z.string())),
  tracking_number: z.optional(z.nullable(z.string())),
  tracking_url: z.optional(z.nullable(z.string())),
  /** Issue 40: the order's discounts in dollars, and the code the shopper typed. */
  discounts: z.optional(z.array(z.object({ label: z.string(), amount: z.number() }))),
  discount_code: z.optional(z.nullable(z.string())),
});
export type Order = z.infer<typeof orderSchema>;
