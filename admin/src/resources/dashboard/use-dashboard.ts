import { useCallback, useEffect, useState } from 'react';
import { API_URL, errorMessage, httpClient } from '../../http';

export interface DashboardData {
  sales: {
    today: number;
    last_7_days: number;
    last_30_days: number;
    per_day: { date: string; sales: number; orders: number }[];
  };
  /** Paid in the last 30 days and not refunded in full. */
  paid_orders_30_days: number;
  orders_waiting_to_ship: number;
  low_stock: { threshold: number; products: { id: number; name: string; slug: string; quantity: number }[] };
  latest_orders: {
    id: number;
    order_no: string;
    created_at: string;
    name: string;
    status: string;
    total: number;
  }[];
}

/** The dashboard's figures from the API, and a reload for after the owner changes the threshold. */
export function useDashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    httpClient(`${API_URL}/dashboard`)
      .then(({ json }) => setData(json as DashboardData))
      .catch((err: unknown) => setError(errorMessage(err)));
  }, []);
  useEffect(load, [load]);
  return { data, error, reload: load };
}
