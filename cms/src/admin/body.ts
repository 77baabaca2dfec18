import type { Context } from 'hono';
import * as z from 'zod/mini';
import { HttpError, jsonBody } from '../lib/http';

const anyObject = z.record(z.string(), z.unknown());

/**
 * A console form's JSON body: not JSON or not an object is 400 (as everywhere in the CMS), and every broken
 * rule, a value of the wrong type included, is 422 with a message per field, which react-admin shows under
 * that field.
 */
export async function formBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await jsonBody(c, anyObject);
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    errors[field] ??= missing ? 'Required' : issue.message;
  }
  const first = Object.entries(errors)[0];
  throw new HttpError(422, first ? `${first[0]}: ${first[1]}` : 'Invalid request', errors);
}
