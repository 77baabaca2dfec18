import { z } from 'zod';
import { MAX_CART_QTY, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import {
  CODE_PATTERN,
  DATE_PATTERN,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PHONE_PATTERN,
  US_POSTAL_PATTERN,
  isPastOrToday,
} from './fields';

/** Request bodies and queries of the CMS API contract, validated by the CMS and typed for the storefront. */

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, what: string) => text(max).min(1, `${what} is required`);
const email = text(254).regex(EMAIL_PATTERN, 'Invalid email address');
const personName = required(100, 'Name').regex(NAME_PATTERN, 'Name may contain only letters and spaces');
const phone = z.string().trim().regex(PHONE_PATTERN, 'Phone number must be exactly 10 digits');
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const code = z.string().trim().regex(CODE_PATTERN, 'Verification code must be 4 digits');

// ---- Catalogue and content ----

export const sortPriceSchema = z.enum(['high_to_low', 'low_to_high']);
export const sortDateSchema = z.enum(['newest', 'oldest']);
export type PriceSort = z.infer<typeof sortPriceSchema>;
export type DateSort = z.infer<typeof sortDateSchema>;

/** Empty strings mean "no filter" (contract). */
const emptyAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const filterQuerySchema = z.object({
  name: emptyAsUndefined(text(200)),
  category_slug: emptyAsUndefined(text(200)),
  price_filter: emptyAsUndefined(sortPriceSchema),
  sort_filter: emptyAsUndefined(sortDateSchema),
});
export type FilterQuery = z.output<typeof filterQuerySchema>;

export const idsQuerySchema = z.object({
  ids: z
    .string()
    .max(5000)
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'ids must be a comma-separated list of numbers')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
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
  email: text(254).min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
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

export const sendSignupCodeSchema = z.object(signupFields).refine(passwordsMatch, mismatch);
export type SignupInput = z.infer<typeof sendSignupCodeSchema>;
export const registerSchema = z
  .object({ ...signupFields, verification_code: code })
  .refine(passwordsMatch, mismatch);

export const emailOnlySchema = z.object({ email });
export const checkCodeSchema = z.object({ email, verification_code: code });
export const changePasswordSchema = z
  .object({ email, newpassword: password, confirmpassword: z.string(), verification_code: code })
  .refine((v) => v.newpassword === v.confirmpassword, {
    message: 'Passwords do not match',
    path: ['confirmpassword'],
  });

export const profileUpdateSchema = z.object({
  name: personName,
  email,
  phone_no: phone,
  dateofbirth: z
    .string()
    .regex(DATE_PATTERN, 'Date of birth must be YYYY-MM-DD')
    .refine((d) => isPastOrToday(d), 'Date of birth cannot be in the future'),
  address: required(500, 'Address'),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

// ---- Orders and payment ----

export const cartLineSchema = z.object({
  product_id: z.number().int().positive(),
  qty: z.number().int().min(1).max(MAX_CART_QTY),
  // Sent by clients, never trusted: the server prices every line itself.
  price: z.number().optional(),
});

export const initiateSchema = z.object({
  items: z.array(cartLineSchema).min(1, 'The cart is empty').max(200),
  user_id: z.number().int().nullable().optional(),
  stripe_cus_id: z.string().nullable().optional(),
});
export type InitiateInput = z.input<typeof initiateSchema>;

export const billingAddressSchema = z.object({
  name: text(100),
  state: text(100),
  city: text(100),
  line1: text(200),
  line2: text(200).optional(),
  postal_code: text(20),
  country: text(2),
});

const requiredBilling = billingAddressSchema.extend({
  name: required(100, 'Billing name'),
  state: required(100, 'Billing state'),
  city: required(100, 'Billing city'),
  line1: required(200, 'Billing address'),
  postal_code: required(20, 'Billing postal code'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Billing country must be a 2-letter code'),
});

export const placeOrderSchema = z
  .object({
    name: required(100, 'Name'),
    email,
    phone,
    state: required(100, 'State'),
    city: required(100, 'City'),
    line1: required(200, 'Address'),
    line2: text(200).optional().default(''),
    postal_code: text(10).regex(US_POSTAL_PATTERN, 'Postal code must be a US ZIP code'),
    country: z.literal('US', 'Shipping is limited to the United States').optional().default('US'),
    payment_method: text(20).optional().default('card'),
    total_amount: z.number().optional(),
    items: z.array(cartLineSchema).min(1, 'The cart is empty').max(200),
    billingAddress: billingAddressSchema.partial().nullable().optional(),
    isBillingAndShippingSame: z.boolean().optional().default(true),
    user_id: z.number().int().nullable().optional(),
    method: text(20).optional(),
    pid: required(255, 'Payment id'),
    is_first_order: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.isBillingAndShippingSame) return;
    // Absent fields count as empty, so each gets its own "… is required" message.
    const empty = { name: '', state: '', city: '', line1: '', postal_code: '', country: '' };
    const billing = requiredBilling.safeParse({ ...empty, ...v.billingAddress });
    if (!billing.success) {
      for (const issue of billing.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['billingAddress', ...issue.path] });
      }
    }
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const updateOrderSchema = z.object({ pid: required(255, 'Payment id') });

export const testConfirmSchema = z.object({
  client_secret: required(255, 'client_secret'),
  card_number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
});
