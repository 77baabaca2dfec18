import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from './use-dashboard';

const dollars = (n: number) => `$${n.toFixed(2)}`;

/** Sales per day over the last 30 days (paid orders less refunds), one bar a day. */
export function SalesChart({ days }: { days: DashboardData['sales']['per_day'] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis tickFormatter={(n: number) => `$${n}`} />
        <Tooltip formatter={(n) => dollars(Number(n))} />
        <Bar dataKey="sales" name="Sales" fill="#2e7d32" />
      </BarChart>
    </ResponsiveContainer>
  );
}
