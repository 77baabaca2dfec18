import { ORDER_STATUSES } from '@common/contract';

/** The order statuses as the console's filters offer them (one list, the contract's). */
export const STATUS_CHOICES = ORDER_STATUSES.map((id) => ({
  id,
  name: id === 'processing' ? 'processing (paid, to ship)' : id,
}));

export const money = { style: 'currency', currency: 'USD' } as const;
