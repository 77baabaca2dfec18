import { ADMIN_JSON_MAX_BYTES, CSV_MAX_BYTES, UPLOAD_MAX_BYTES } from '../constants';

const mb = (bytes: number) => bytes / (1024 * 1024);

/** Zod's type names as the console says them ("Expected a number"). */
const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'nothing',
};

/**
 * What the console's API (/api/admin) answers in its `message` field and field errors: the console shows
 * them to staff word for word, and the CMS tests assert them.
 */
export const CONSOLE_MSG = {
  auth: {
    signIn: 'Please sign in to the console.',
    ownerOnly: 'Only an owner may do this.',
    refundNotAllowed:
      'Only an owner, or staff an owner has allowed to, may refund or cancel orders. Ask an owner to allow it on the Staff page.',
    loginFailed: 'Email, password or authenticator code is wrong.',
  },
  setup: {
    unknown: 'This setup link is unknown, already used or expired. Ask an owner for a new one.',
    common: 'This password is too common. Please choose another.',
    code: 'This code is wrong. Enter the code your authenticator app shows now.',
  },
  staff: {
    emailTaken: 'This email already has a console account.',
    emailTakenField: 'Already a staff member',
    lastOwner: 'The shop needs at least one active owner.',
  },
  records: {
    slugTaken: 'This slug is already taken.',
    imageRequired: 'Image is required',
    imageAddress: 'Image must be an uploaded image or an http(s) address',
    noSuchCategory: 'No such category',
    categoryInUse: 'This category still has products. Move them to another category first.',
    rowsNameNoProduct: 'Some rows name no product',
    noSuchProduct: 'No such product',
    /** DELETE of a product an order refers to: refused, the order history needs it. */
    productInOrders:
      'Orders refer to this product, so it cannot be deleted. Archive it instead: it leaves the shop and stays in the order history.',
  },
  uploads: {
    unreadable: 'This image could not be read. It may be damaged or too large in pixels.',
    notMultipart: 'The upload must be multipart/form-data with a file field',
    noFile: 'The upload must have a file field',
    tooLarge: `The image is larger than ${mb(UPLOAD_MAX_BYTES)} MB.`,
    fileTooLarge: `The file is larger than ${mb(UPLOAD_MAX_BYTES)} MB`,
  },
  csv: {
    contentType: 'Send the CSV as the request body with Content-Type text/csv',
    nul: 'The CSV must not contain NUL characters',
    tooLarge: `The CSV file is larger than ${mb(CSV_MAX_BYTES)} MB (${CSV_MAX_BYTES} bytes). Split it into smaller files.`,
  },
  form: {
    required: 'Required',
    /** A field sent with a value of the wrong type; `type` is zod's name for what was expected. */
    expected: (type: string) => `Expected ${EXPECTED[type] ?? `a value of type ${type}`}`,
  },
  list: {
    bodyTooLarge: `The request body is larger than ${mb(ADMIN_JSON_MAX_BYTES)} MB`,
    sort: 'sort must be ["field","ASC"] or ["field","DESC"]',
    sortField: (field: string) => `This list cannot be sorted by ${field}`,
    range: 'range must be [first, last] with whole numbers, first <= last',
    filter: 'filter must be a JSON object',
    ids: 'filter.id must be a list of record ids',
    recordId: (field: string) => `filter.${field} must be a record id`,
    stock: 'filter.stock must be in, out or low',
    date: (field: string) => `filter.${field} must be an ISO date`,
    notADate: 'Not a date',
    boolean: (field: string) => `filter.${field} must be true or false`,
    oneOf: (field: string, values: readonly string[]) =>
      `filter.${field} must be one of ${values.join(', ')}`,
  },
} as const;
