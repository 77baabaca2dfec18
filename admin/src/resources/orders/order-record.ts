/** The fields of an order page the operations' buttons read. */
export interface OrderRecord {
  id: number;
  order_no: string;
  status: string;
  total_after_refund: number;
  items: { id: number; name: string; qty: number; restocked_qty: number }[];
}
