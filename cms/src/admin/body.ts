import type { Context } from 'hono';
import * as z from 'zod/mini';
import { CONSOLE_MSG } from '@common/messages';
import { HttpError, jsonBody } from '../lib/http';

const anyObject = z.record(z.string(), z.unknown());

/** Zod's default for a value of the wrong type, in the console's words (a schema's own message wins). */
const typeMessage = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type' ? CONSOLE_MSG.form.expected(issue.expected) : undefined;

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let v = body;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * A console form's JSON body: not JSON or not an object is 400 (as everywhere in the CMS), and every broken
 * rule, a value of the wrong type included, is 422 with a message per field, which react-admin shows under
 * that field.
 */
export async function formBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await jsonBody(c, anyObject);
  const parsed = z.safeParse(schema, body, { error: typeMessage });
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    // Zod leaves the input off its issues; what was sent at the path tells "missing" from "wrong type".
    const missing = issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined;
    errors[field] ??= missing ? CONSOLE_MSG.form.required : issue.message;
  }
  const first = Object.entries(errors)[0];
  throw new HttpError(422, first ? `${first[0]}: ${first[1]}` : 'Invalid request', errors);
}
