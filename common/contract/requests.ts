import * as z from 'zod/mini';
import {
  FILTER_MAX_PAGE,
  FILTER_MAX_PER_PAGE,
  HOME_LIST_MAX_LIMIT,
  MAX_CART_QTY,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SUGGEST_DEFAULT_LIMIT,
  SUGGEST_MAX_CHARS,
  SUGGEST_MAX_LIMIT,
  SUGGEST_MIN_CHARS,
} from '../constants';
import {
  CODE_PATTERN,
  DATE_PATTERN,
  DB_ID_MAX,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PHONE_PATTERN,
  US_POSTAL_PATTERN,
  isPastOrToday,
} from './fields';
import { nationalPhone } from '../phone';

/** Request bodies and queries of the CMS API contract, validated by the CMS and typed for the storefront. */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number, what: string) => text(max).check(z.minLength(1, `${what} is required`));
const email = text(254).check(z.regex(EMAIL_PATTERN, 'Invalid email address'));
const personName = required(100, 'Name').check(
  z.regex(NAME_PATTERN, 'Name may contain only letters and spaces'),
);
// A leading +1/1 country code is dropped before the 10-digit rule, as the storefront's fields do (common/phone.ts).
const phone = z
  .string()
  .check(z.overwrite(nationalPhone), z.regex(PHONE_PATTERN, 'Phone number must be exactly 10 digits'));
const password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );
const code = z.string().check(z.trim(), z.regex(CODE_PATTERN, 'Verification code must be 4 digits'));

// ---- Catalogue and content ----

export const sortPriceSchema = z.enum(['high_to_low', 'low_to_high']);
export const sortDateSchema = z.enum(['newest', 'oldest']);
export type PriceSort = z.infer<typeof sortPriceSchema>;
export type DateSort = z.infer<typeof sortDateSchema>;

/**
 * Empty strings mean "no filter" (contract). zod/mini has no `preprocess`; classic zod's is this same pipe of a
 * transform into the schema. The outer `optional` only marks the key optional in the inferred input type, as
 * `preprocess` does (a transform always accepts an absent key at run time).
 */
const emptyAsUndefined = <T extends z.core.SomeType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? undefined : v)),
      z.optional(schema),
    ),
  );

/** A query value that must be a whole number from 1 to `max`. */
const wholeNumber = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'must be a whole number')),
      z.transform((s: string) => Number(s)),
    ),
    z.number().check(z.gte(1, 'must be at least 1'), z.lte(max, `must be at most ${max}`)),
  );

/**
 * `page` and `per_page` are this project's extension of the contract: without either the call returns the
 * whole list as the contract says; with one of them it returns that page plus `meta` with the total, so a
 * storefront page of 20 costs the same with 100 or 10,000 products.
 */
export const filterQuerySchema = z.object({
  name: emptyAsUndefined(text(200)),
  category_slug: emptyAsUndefined(text(200)),
  price_filter: emptyAsUndefined(sortPriceSchema),
  sort_filter: emptyAsUndefined(sortDateSchema),
  page: emptyAsUndefined(wholeNumber(FILTER_MAX_PAGE)),
  per_page: emptyAsUndefined(wholeNumber(FILTER_MAX_PER_PAGE)),
});
export type FilterQuery = z.output<typeof filterQuerySchema>;

/**
 * GET /product/suggest (this project's extension): `q` of SUGGEST_MIN_CHARS to SUGGEST_MAX_CHARS characters,
 * `limit` products (default SUGGEST_DEFAULT_LIMIT).
 */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(SUGGEST_MIN_CHARS, `q must have at least ${SUGGEST_MIN_CHARS} characters`),
      z.maxLength(SUGGEST_MAX_CHARS, `q must have at most ${SUGGEST_MAX_CHARS} characters`),
    ),
  limit: z.pipe(
    emptyAsUndefined(wholeNumber(SUGGEST_MAX_LIMIT)),
    z.transform((n: number | undefined) => n ?? SUGGEST_DEFAULT_LIMIT),
  ),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

/**
 * GET /product/getFeature and /product/getOffer (this project's extension): `limit` products, the first by
 * the home page's order; without it the whole list, as the contract has it.
 */
export const homeListQuerySchema = z.object({
  limit: emptyAsUndefined(wholeNumber(HOME_LIST_MAX_LIMIT)),
});

export const idsQuerySchema = z.object({
  ids: z.pipe(
    z
      .string()
      .check(
        z.maxLength(5000),
        z.regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'ids must be a comma-separated list of numbers'),
      ),
    z.transform((s: string) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
    ),
  ),
});

export const contactMessageSchema = z.object({
  name: required(100, 'Name'),
  email,
  message: required(5000, 'Message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const enquirySchema = z.object({ email });

// ---- Accounts ----

export const loginSchema = z.object({
  email: text(254).check(z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX)),
});

const signupFields = {
  name: personName,
  email,
  password,
  confirm_password: z.string(),
  phone_no: phone,
};
const passwordsMatch = (v: { password: string; confirm_password: string }) =>
  v.password === v.confirm_password;
const mismatch = { message: 'Passwords do not match', path: ['confirm_password'] };

export const sendSignupCodeSchema = z.object(signupFields).check(z.refine(passwordsMatch, mismatch));
export type SignupInput = z.infer<typeof sendSignupCodeSchema>;
export const registerSchema = z
  .object({ ...signupFields, verification_code: code })
  .check(z.refine(passwordsMatch, mismatch));

export const emailOnlySchema = z.object({ email });
export const checkCodeSchema = z.object({ email, verification_code: code });
export const changePasswordSchema = z
  .object({ email, newpassword: password, confirmpassword: z.string(), verification_code: code })
  .check(
    z.refine((v) => v.newpassword === v.confirmpassword, {
      message: 'Passwords do not match',
      path: ['confirmpassword'],
    }),
  );

export const profileUpdateSchema = z.object({
  name: personName,
  email,
  phone_no: phone,
  dateofbirth: z.string().check(
    z.regex(DATE_PATTERN, 'Date of birth must be YYYY-MM-DD'),
    z.refine((d) => isPastOrToday(d), 'Date of birth cannot be in the future'),
  ),
  address: required(500, 'Address'),
  /** Extension of the contract: required only when `email` differs from the account's (issue 26, item 3). */
  current_password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
/** Extension of the contract: `POST /user/update/confirm-email` with the code mailed to the new address. */
export const confirmEmailChangeSchema = z.object({ verification_code: code });

// ---- Orders and payment ----

export const cartLineSchema = z.object({
  // Bounded by the id column's range: a larger id names no product, and the database would refuse to compare.
  product_id: z.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX, 'Not a valid product id')),
  qty: z.number().check(z.int(), z.gte(1), z.lte(MAX_CART_QTY)),
  // Sent by clients, never trusted: the server prices every line itself.
  price: z.optional(z.number()),
});

export const initiateSchema = z.object({
  items: z.array(cartLineSchema).check(z.minLength(1, 'The cart is empty'), z.maxLength(200)),
  user_id: z.optional(z.nullable(z.number().check(z.int()))),
  stripe_cus_id: z.optional(z.nullable(z.string())),
  /** Issue 40: an optional discount code; blank means none. */
  discount_code: z.optional(z.nullable(text(40))),
});
export type InitiateInput = z.input<typeof initiateSchema>;

export const billingAddressSchema = z.object({
  name: text(100),
  state: text(100),
  city: text(100),
  line1: text(200),
  line2: z.optional(text(200)),
  postal_code: text(20),
  country: text(2),
});

/** A postal address as every form of the shop holds it: each field a string, line 2 '' when empty. */
export type PostalAddress = Required<z.output<typeof billingAddressSchema>>;

const requiredBilling = z.extend(billingAddressSchema, {
  name: required(100, 'Billing name'),
  state: required(100, 'Billing state'),
  city: required(100, 'Billing city'),
  line1: required(200, 'Billing address'),
  postal_code: required(20, 'Billing postal code'),
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'Billing country must be a 2-letter code')),
});

export const placeOrderSchema = z
  .object({
    name: required(100, 'Name'),
    email,
    phone,
    state: required(100, 'State'),
    city: required(100, 'City'),
    line1: required(200, 'Address'),
    line2: z._default(z.optional(text(200)), ''),
    postal_code: text(10).check(z.regex(US_POSTAL_PATTERN, 'Postal code must be a US ZIP code')),
    country: z._default(z.optional(z.literal('US', 'Shipping is limited to the United States')), 'US'),
    payment_method: z._default(z.optional(text(20)), 'card'),
    total_amount: z.optional(z.number()),
    items: z.array(cartLineSchema).check(z.minLength(1, 'The cart is empty'), z.maxLength(200)),
    billingAddress: z.optional(z.nullable(z.partial(billingAddressSchema))),
    isBillingAndShippingSame: z._default(z.optional(z.boolean()), true),
    user_id: z.optional(z.nullable(z.number().check(z.int()))),
    method: z.optional(text(20)),
    pid: required(255, 'Payment id'),
    is_first_order: z.optional(z.boolean()),
    discount_code: z.optional(z.nullable(text(40))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.isBillingAndShippingSame) return;
      // Absent fields count as empty, so each gets its own "… is required" message.
      const empty = { name: '', state: '', city: '', line1: '', postal_code: '', country: '' };
      const billing = requiredBilling.safeParse({ ...empty, ...v.billingAddress });
      if (!billing.success) {
        for (const issue of billing.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['billingAddress', ...issue.path] });
        }
      }
    }),
  );
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const updateOrderSchema = z.object({ pid: required(255, 'Payment id') });

export const testConfirmSchema = z.object({
  client_secret: required(255, 'client_secret'),
  card_number: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s: string) => s.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
  ),
});
