import * as z from 'zod/mini';
import { PASSWORD_MAX, STAFF_PASSWORD_MIN, TOTP_DIGITS } from '../constants';
import { DB_ID_MAX, EMAIL_PATTERN } from './fields';

/**
 * Request bodies of the owner's console API (`/api/admin`, see tools/console-api-contract.md). The CMS
 * validates with these; the console may import them for the same checks in the browser. Not re-exported
 * from `@common/contract`, so the storefront's bundle never carries them.
 */

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`));
const required = (max: number, what: string) => text(max).check(z.minLength(1, `${what} is required`));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const email = text(254).check(z.regex(EMAIL_PATTERN, 'Invalid email address'));
const id = z.int().check(z.gte(1, 'Must be a positive whole number'), z.lte(DB_ID_MAX, 'No such record'));
const wholeNumber = (max: number) =>
  z
    .int('Must be a whole number')
    .check(z.gte(0, 'Must not be negative'), z.lte(max, `Must be at most ${max}`));

export const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const totpCode = z
  .string()
  .check(z.trim(), z.regex(TOTP_CODE_PATTERN, `Authenticator code must be ${TOTP_DIGITS} digits`));

/** URL-safe lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = text(200).check(
  z.regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens'),
);
/** An empty or missing slug is made from the name. */
const optionalSlug = z.optional(
  z.nullable(z.union([z.literal(''), slug], 'Slug may contain only lower-case letters, digits and hyphens')),
);

// ---- Session ----

export const adminLoginSchema = z.object({
  email: text(254).check(z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX)),
  code: totpCode,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The setup page's password; the common-password check runs on the server (its list is large). */
export const staffPassword = z
  .string()
  .check(
    z.minLength(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

export const adminSetupSchema = z
  .object({ password: staffPassword, confirm_password: z.string(), code: totpCode })
  .check(
    z.refine((v) => v.password === v.confirm_password, {
      message: 'Passwords do not match',
      path: ['confirm_password'],
    }),
  );
export type AdminSetupInput = z.infer<typeof adminSetupSchema>;

// ---- Catalogue ----

/** Other names of a product (issue 29), which the shop's search matches as strongly as its name. */
export const SEARCH_TERMS_MAX = 1000;

const image = optionalText(2000);
const uploadId = z.optional(z.nullable(z.string().check(z.maxLength(100))));
const money = z.number('Must be a number').check(
  z.gte(0, 'Must not be negative'),
  z.lte(1_000_000, 'Must be at most 1000000'),
  z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two digits after the point'),
);

export const adminProductSchema = z.object({
  name: required(200, 'Name'),
  slug: optionalSlug,
  price: money,
  quantity: wholeNumber(1_000_000),
  category_id: id,
  detail: optionalText(100_000),
  unit_in_gram: z.optional(z.nullable(wholeNumber(1_000_000))),
  ingredients: optionalText(5000),
  search_terms: optionalText(SEARCH_TERMS_MAX),
  image,
  image_upload_id: uploadId,
  featured: z.optional(z.boolean()),
  offer: z.optional(z.boolean()),
  home_order: z.optional(z.int().check(z.gte(-1_000_000), z.lte(1_000_000))),
  archived: z.optional(z.boolean()),
});
export type AdminProductInput = z.infer<typeof adminProductSchema>;

export const adminStockSchema = z.object({
  items: z
    .array(z.object({ id, quantity: wholeNumber(1_000_000) }))
    .check(z.minLength(1, 'No rows given'), z.maxLength(10_000, 'At most 10000 rows at once')),
});

const sortOrder = z.optional(z.int().check(z.gte(-1_000_000), z.lte(1_000_000)));

export const adminCategorySchema = z.object({
  name: required(200, 'Name'),
  slug: optionalSlug,
  image,
  image_upload_id: uploadId,
  sort_order: sortOrder,
});

export const adminBannerSchema = z.object({
  image,
  image_upload_id: uploadId,
  status: z.optional(z.boolean()),
  sort_order: sortOrder,
});

export const adminChooseUsSchema = z.object({
  title: required(200, 'Title'),
  image,
  image_upload_id: uploadId,
  sort_order: sortOrder,
});

export const ADMIN_PAGE_IDS = ['terms', 'privacy', 'refund', 'about'] as const;
export type AdminPageId = (typeof ADMIN_PAGE_IDS)[number];

export const adminPageSchema = z.object({
  title: optionalText(200),
  description: z.string().check(z.maxLength(200_000, 'Must be at most 200000 characters')),
  image,
  image_upload_id: uploadId,
});

/** Links must be web addresses, so nothing else (javascript:) reaches a shopper's page. */
const webUrl = text(2000).check(z.regex(/^(https?:\/\/\S+)?$/, 'Must be an http(s) address'));

export const adminContactSchema = z.object({
  phone: required(100, 'Phone'),
  email,
  address: required(500, 'Address'),
  youtube: webUrl,
  facebook: webUrl,
  instagram: webUrl,
  map_embed_url: webUrl,
});

// ---- Staff ----

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const adminInviteSchema = z.object({
  email,
  name: required(100, 'Name'),
  role: z.enum(STAFF_ROLES, 'Role must be owner or staff'),
  /** May refund and cancel orders (an owner always may; docs/adr/0054-refund-permission.md). */
  can_refund: z.optional(z.boolean()),
});

export const adminStaffUpdateSchema = z.object({
  disabled: z.optional(z.boolean()),
  role: z.optional(z.enum(STAFF_ROLES, 'Role must be owner or staff')),
  can_refund: z.optional(z.boolean()),
});

/** Columns of the product CSV, in order (export header and import). */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'price',
  'quantity',
  'category_slug',
  'unit_in_gram',
  'ingredients',
  'featured',
  'offer',
  'home_order',
  'detail',
  'search_terms',
] as const;

/** Issue 40: promotion codes are upper-case letters, digits, hyphens and underscores. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
const promotionCode = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(PROMOTION_CODE_PATTERN, 'Code: 3 to 40 letters, digits, - or _')),
);
const when = z.optional(
  z.nullable(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((s, ctx) => {
        if (s === '') return null;
        const d = new Date(s);
        if (Number.isNaN(d.getTime())) {
          ctx.issues.push({ code: 'custom', message: 'Not a date and time', input: s });
          return z.NEVER;
        }
        return d;
      }),
    ),
  ),
);
const cap = z.optional(z.nullable(wholeNumber(10_000_000)));

/** `/api/admin/promotions` (issue 40's interface): dollars for `amount` and `min_subtotal`, else percent. */
export const adminPromotionSchema = z
  .object({
    label: required(120, 'Label'),
    code: z.optional(z.nullable(z.union([z.literal(''), promotionCode]))),
    kind: z.enum(['percent', 'amount', 'free_shipping', 'buy_x_get_y'], 'Unknown kind'),
    value: z._default(z.optional(money), 0),
    min_subtotal: z._default(z.optional(money), 0),
    starts_at: when,
    ends_at: when,
    usage_cap: cap,
    per_customer_cap: cap,
    product_ids: z._default(z.optional(z.array(id).check(z.maxLength(500))), []),
    category_slugs: z._default(z.optional(z.array(slug).check(z.maxLength(100))), []),
    buy_qty: z._default(z.optional(wholeNumber(100).check(z.gte(1, 'Must be at least 1'))), 1),
    get_qty: z._default(z.optional(wholeNumber(100).check(z.gte(1, 'Must be at least 1'))), 1),
    stacks: z._default(z.optional(z.boolean()), true),
    priority: z._default(z.optional(wholeNumber(1000)), 10),
    active: z._default(z.optional(z.boolean()), true),
    listed: z._default(z.optional(z.boolean()), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      const percent = v.kind === 'percent' || v.kind === 'buy_x_get_y';
      if (percent && (v.value > 100 || !Number.isInteger(v.value))) {
        ctx.issues.push({
          code: 'custom',
          path: ['value'],
          message: 'A percentage is a whole number up to 100',
          input: v.value,
        });
      }
      if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) {
        ctx.issues.push({
          code: 'custom',
          path: ['ends_at'],
          message: 'Ends before it starts',
          input: v.ends_at,
        });
      }
    }),
  );

/** Issuing a code to one customer (a mail tells them). */
export const adminIssuePromotionSchema = z.object({ email });
