import * as z from 'zod/mini';
import { RETURN_ITEMS_MAX, RETURN_REASON_MAX } from '../constants';
import { DB_ID_MAX } from './fields';
import { orderSchema } from './records';

/**
 * Cancellations and returns (issue 41, contract: "Promotions, cancellations, returns and reviews"). A guest
 * acts through the signed link of their order's mail: its `token` stands for the Bearer.
 */

const id = z.number().check(z.int(), z.minimum(1), z.maximum(DB_ID_MAX));
/** "#1007" or "1007". */
const orderNo = z.string().check(z.trim(), z.regex(/^#?\d{1,9}$/, 'Invalid order number'));
const token = z.optional(z.string().check(z.maxLength(200)));

export const cancelOrderSchema = z.object({ order_no: orderNo, token });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

export const returnOrderSchema = z.object({
  order_no: orderNo,
  items: z
    .array(z.object({ order_item_id: id, qty: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)) }))
    .check(z.minLength(1, 'Choose at least one item to return'), z.maxLength(RETURN_ITEMS_MAX)),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please tell us why you are returning the items'),
      z.maxLength(RETURN_REASON_MAX, `The reason can be at most ${RETURN_REASON_MAX} characters`),
    ),
  token,
});
export type ReturnOrderInput = z.infer<typeof returnOrderSchema>;

export const RETURN_STATUS_VALUES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export const returnStatusSchema = z.enum(RETURN_STATUS_VALUES);
export type ReturnStatusValue = z.infer<typeof returnStatusSchema>;

export const returnRecordSchema = z.object({
  id: z.number(),
  order_no: z.string(),
  status: returnStatusSchema,
  reason: z.string(),
  note: z.nullable(z.string()),
  created_at: z.string(),
  /** Dollars, as the order history's amounts. */
  refund_amount: z.number(),
  items: z.array(
    z.object({ order_item_id: z.number(), name: z.string(), qty: z.number(), price: z.number() }),
  ),
});
export type ReturnRecord = z.infer<typeof returnRecordSchema>;

export const returnCreatedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ return_id: z.number() }),
});

/** GET /order/returns (Bearer): the customer's returns, newest first. */
export const returnsListResponse = z.object({
  status: z.literal(true),
  data: z.object({ returns: z.array(returnRecordSchema) }),
});

/** GET /order/return-window: days after delivery within which a return may be asked for. */
export const returnWindowResponse = z.object({
  status: z.literal(true),
  data: z.object({ days: z.number() }),
});

/** GET /order/link?order_no=&token=: the order a signed link opens, with what it allows now. */
export const orderLinkResponse = z.object({
  status: z.literal(true),
  data: z.object({
    order: orderSchema,
    returns: z.array(returnRecordSchema),
    can_cancel: z.boolean(),
    can_return: z.boolean(),
    /** What is left of each line to return, by order item id. */
    returnable: z.array(z.object({ order_item_id: z.number(), qty: z.number() })),
  }),
});
export type OrderLink = z.infer<typeof orderLinkResponse>['data'];
