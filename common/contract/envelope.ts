import * as z from 'zod/mini';

/** Response envelopes of the contract's "Conventions". */

export const failureSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type Failure = z.infer<typeof failureSchema>;

export const okMessageSchema = z.object({ status: z.boolean(), message: z.optional(z.string()) });

export function withData<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal(true), data, message: z.optional(z.string()) });
}
