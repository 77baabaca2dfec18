import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { CMS_MSG } from '@common/messages';

// zod/mini leaves the locale unset (classic `zod` installs English when its first schema is built), so without
// this the default messages of the contract's schemas, e.g. for a value of the wrong type, would be "Invalid input".
z.config(z.locales.en());

/** A failure that the app's error handler turns into the contract's `{status: false, message}` envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function failure(c: Context, err: HttpError) {
  for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
  return c.json(
    { status: false as const, message: err.message, ...(err.errors ? { errors: err.errors } : {}) },
    err.status,
  );
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

export interface ValidateOptions {
  /**
   * A present value in the wrong format is malformed (400) rather than a broken rule (422). For values whose
   * format is their type, e.g. a query parameter that must be a list of numbers.
   */
  formatIsType?: boolean;
}

/**
 * Validates `input` against `schema`. A value of the wrong type is a malformed request (400); a missing
 * field or a broken rule is 422 with one message per field (contract conventions).
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  opts: ValidateOptions = {},
): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  let wrongType: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const present = valueAt(input, issue.path) !== undefined;
    if (present && !wrongType) {
      if (issue.code === 'invalid_type') wrongType = `${field} has the wrong type: ${issue.message}`;
      else if (issue.code === 'invalid_format' && opts.formatIsType) wrongType = issue.message;
    }
    errors[field] ??= present || issue.code !== 'invalid_type' ? issue.message : `${field} is required`;
  }
  if (wrongType) throw new HttpError(400, wrongType);
  const first = Object.entries(errors)[0];
  throw new HttpError(422, first ? first[1] : CMS_MSG.request.invalid, errors);
}

/** PostgreSQL text cannot hold U+0000, so text containing it is malformed input, not a server fault. */
const NUL_MESSAGE = CMS_MSG.request.nul;

/** Reads and validates a JSON body: not JSON, not an object or text with NUL characters is 400. */
export async function jsonBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  let hasNul = false;
  try {
    body = JSON.parse(await c.req.text(), (key, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) hasNul = true;
      return value;
    });
  } catch {
    throw new HttpError(400, CMS_MSG.request.notJson);
  }
  if (hasNul) throw new HttpError(400, NUL_MESSAGE);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, CMS_MSG.request.notObject);
  }
  return validate(schema, body);
}

/** Validates the query string; a repeated parameter is malformed. */
export function queryOf<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  opts: ValidateOptions = {},
): z.output<S> {
  const all = c.req.queries();
  const single: Record<string, string> = {};
  for (const [k, values] of Object.entries(all)) {
    if (values.length > 1) throw new HttpError(400, CMS_MSG.request.repeatedQuery(k));
    if (k.includes('\0') || values.some((v) => v.includes('\0'))) throw new HttpError(400, NUL_MESSAGE);
    single[k] = values[0] ?? '';
  }
  return validate(schema, single, opts);
}

export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function dollars(centsValue: number): number {
  return Math.round(centsValue) / 100;
}
