import { z } from 'zod';

/** Response envelopes of the contract's "Conventions". */

export const failureSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export const okMessageSchema = z.object({ status: z.boolean(), message: z.string().optional() });

export function withData<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), data, message: z.string().optional() });
}
