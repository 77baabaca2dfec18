import {
  orderLinkResponse,
  returnCreatedResponse,
  returnsListResponse,
  returnWindowResponse,
  type OrderLink,
  type ReturnOrderInput,
  type ReturnRecord,
} from '@common/contract/after-sale';
import { messageResponse } from '@common/contract/responses';
import { apiCall } from './client';

/**
 * Cancellations and returns from the browser (issue 41): a signed-in customer's calls go with the session
 * cookie; a guest's carry the token of their order's signed link.
 */

export async function cancelOrder(order_no: string, token?: string): Promise<string> {
  const body = await apiCall('/order/cancel', messageResponse, {
    method: 'POST',
    body: token ? { order_no, token } : { order_no },
  });
  return body.message;
}

export async function requestReturn(
  input: ReturnOrderInput,
): Promise<{ message: string; return_id: number }> {
  const body = await apiCall('/order/return', returnCreatedResponse, { method: 'POST', body: input });
  return { message: body.message, return_id: body.data.return_id };
}

export async function getReturns(): Promise<ReturnRecord[]> {
  return (await apiCall('/order/returns', returnsListResponse)).data.returns;
}

export async function getReturnWindow(): Promise<number> {
  return (await apiCall('/order/return-window', returnWindowResponse)).data.days;
}

export async function getOrderLink(order_no: string, token: string): Promise<OrderLink> {
  return (await apiCall('/order/link', orderLinkResponse, { query: { order_no, token } })).data;
}
