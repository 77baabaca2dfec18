/**
 * Business constants of the shop (docs/behaviour.md#limits). The CMS and the storefront both import this module,
 * so a rule such as the free-shipping threshold is stated exactly once.
 */

/** Shipping is free when the sub-total reaches this many cents ($49). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 4900;
/** Shipping charged below the threshold ($20). */
export const SHIPPING_CENTS = 2000;
/** First-order discount for a signed-in customer with no earlier paid order, in percent. */
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;
/** Most units of one product a shopper may put in the cart. */
export const MAX_CART_QTY = 25;
/** Products per page on /filter. */
export const FILTER_PAGE_SIZE = 20;
/** Bounds of the CMS's paged product/filter (an extension of the contract): page size and page number. */
export const FILTER_MAX_PER_PAGE = 100;
export const FILTER_MAX_PAGE = 999_999_999;
/** Search suggestions (GET /product/suggest): asked from this many typed characters, up to this many. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_CHARS = 100;
/** Products per suggestion list: the default, and the most a caller may ask for. */
export const SUGGEST_DEFAULT_LIMIT = 6;
export const SUGGEST_MAX_LIMIT = 10;
/** Quiet time after the last keystroke before suggestions are fetched. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Home page section limits. */
export const HOME_OUR_PRODUCTS_MAX = 30;
export const HOME_FEATURED_MAX = 19;
/** The most products one `?limit=` of /product/getFeature or /product/getOffer may ask for. */
export const HOME_LIST_MAX_LIMIT = 100;
export const SKELETON_CARDS = 6;

/** Form and error messages disappear after this long. */
export const MESSAGE_CLEAR_MS = 5000;
/** Notifications. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;
/** The reset code's "Resend Link" stays disabled this long. */
export const RESEND_WAIT_SECONDS = 30;

export const PHONE_DIGITS = 10;
export const VERIFICATION_CODE_DIGITS = 4;
/** A verification code is valid this long after it is sent. */
export const CODE_VALID_MINUTES = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const CURRENCY = 'USD';
/**
 * Unused tools, pots and handicrafts can be returned within this many days of delivery (the return policy):
 * the return window's default, until the owner sets another in the console (issue 41).
 */
export const RETURN_WINDOW_DAYS = 30;
/**
 * Categories the return policy takes nothing back from: live plants (a damaged one is replaced or refunded
 * without sending it back) and food, teas and seeds (food safety). Products of other categories follow
 * RETURN_WINDOW_DAYS. The product pages' structured data states the same (ADR 0021).
 */
export const NO_RETURN_CATEGORY_SLUGS: readonly string[] = [
  'indoor-plants',
  'outdoor-plants',
  'seeds-bulbs',
  'nepalese-spices-groceries',
  'teas-snacks',
];
/** Shipping addresses are limited to this country. */
export const SHIPPING_COUNTRY = 'US';
/** A different billing address starts in this country (ISO 3166-1 alpha-2, docs/behaviour.md#limits). */
export const DEFAULT_COUNTRY = 'US';

export const SHOP_NAME = 'Himalayan Garden';
/** The footer's two fixed phone numbers. */
export const FOOTER_PHONES = ['+1 (646) 555-0142', '+1 (718) 555-0199'] as const;

/** The owner's console: a product with 1 to this many units left is "low stock" in its list filter. */
export const LOW_STOCK_THRESHOLD = 5;
/** Staff passwords: at least this long (and not on the common-password list). */
export const STAFF_PASSWORD_MIN = 12;
/** Digits of an authenticator (TOTP) code. */
export const TOTP_DIGITS = 6;
/** Largest image the console accepts for upload, in bytes (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest JSON body the console's API reads, in bytes (1 MB). */
export const ADMIN_JSON_MAX_BYTES = 1024 * 1024;
/** Largest CSV the console imports, in bytes (10 MB = 10 × 1024 × 1024, to the byte: the request body). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The largest request body the shop reads, in bytes: the CMS API refuses larger ones and the storefront's
 * /api/v1 proxy stops reading at it, counting bytes as they arrive (both answer 413).
 */
export const MAX_BODY_BYTES = 100 * 1024;

// ---- Reviews (issue 41) ----
/** Published reviews per page of a product (the product page shows the first; its HTML stays small). */
export const REVIEW_PAGE_SIZE = 10;
/** The furthest review page asked for: 10,000 reviews a product. */
export const REVIEW_MAX_PAGE = 1000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
/** The owner's reply to a review. */
export const REVIEW_REPLY_MAX = 2000;
// ---- Cancellations and returns (issue 41) ----
/** The most days the owner may set as the return window. */
export const RETURN_WINDOW_MAX_DAYS = 365;
/** Longest reason a customer may give for a return. */
export const RETURN_REASON_MAX = 1000;
/** Most lines in one return request. */
export const RETURN_ITEMS_MAX = 100;
/** Most return requests one order may have in all (refused ones included), so no order grows without end. */
export const RETURNS_PER_ORDER_MAX = 20;
