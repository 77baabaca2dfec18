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
