import { vouchersResponse, type Voucher } from '@common/contract/promotions';
import { apiCall } from './client';

/** The signed-in customer's codes (issue 40): issued to them, or listed for everyone by the owner. */
export async function getVouchers(): Promise<Voucher[]> {
  const body = await apiCall('/user/vouchers', vouchersResponse);
  return body.data.vouchers;
}
