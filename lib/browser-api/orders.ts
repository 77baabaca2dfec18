import type { InitiateInput, InitiateResult, PlaceOrderInput } from '@common/contract';
import {
  initiateResponse,
  placeOrderResponse,
  testConfirmResponse,
  updateOrderResponse,
} from '@common/contract/responses';
import { apiCall } from './client';

/** Payment providers the CMS knows (`/order/{provider}-initiate`). */
export type PaymentProvider = 'stripe' | 'test';

/** Prices the cart on the server and opens a payment; amounts come back in cents. */
export async function initiatePayment(
  provider: PaymentProvider,
  input: InitiateInput,
): Promise<InitiateResult> {
  const body = await apiCall(`/order/${provider}-initiate`, initiateResponse, {
    method: 'POST',
    body: input,
  });
  return body.data;
}

export async function placeOrder(input: PlaceOrderInput): Promise<{ order_no: string; message: string }> {
  const body = await apiCall('/order/placeorder', placeOrderResponse, { method: 'POST', body: input });
  return { order_no: body.data.order_no, message: body.message };
}

/** After the payment returns: the CMS checks with the provider and answers the order number ("#1007"). */
export async function updateOrder(provider: PaymentProvider, pid: string): Promise<string> {
  const body = await apiCall(`/order/${provider}/update-order`, updateOrderResponse, {
    method: 'POST',
    body: { pid },
  });
  return body.data.order_no;
}

/** The built-in test card processor (only when the CMS allows test payments). */
export async function confirmTestPayment(client_secret: string, card_number: string) {
  const body = await apiCall('/payments/test/confirm', testConfirmResponse, {
    method: 'POST',
    body: { client_secret, card_number },
  });
  return body.data;
}
