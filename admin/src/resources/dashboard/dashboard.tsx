import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Link, Title, usePermissions } from 'react-admin';
import { SalesChart } from './sales-chart-on-demand';
import { ThresholdForm } from './threshold-form';
import { useDashboard, type DashboardData } from './use-dashboard';

const dollars = (n: number) => `$${n.toFixed(2)}`;
const waitingLink = `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'processing' }))}`;

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Card sx={{ flex: 1, minWidth: 160 }}>
      <CardContent>
        <Typography variant="overline">{label}</Typography>
        <Typography variant="h5">{to ? <Link to={to}>{value}</Link> : value}</Typography>
      </CardContent>
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ flex: 1, minWidth: 300 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Lists({ data, isOwner, reload }: { data: DashboardData; isOwner: boolean; reload: () => void }) {
  const { threshold, products } = data.low_stock;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Panel title={`Low in stock (below ${threshold})`}>
        {isOwner && <ThresholdForm key={threshold} threshold={threshold} onSaved={reload} />}
        {products.length === 0 && <Typography variant="body2">Nothing is low in stock.</Typography>}
        {products.map((p) => (
          <Typography key={p.id} variant="body2">
            <Link to={`/products/${p.id}`}>{p.name}</Link>: {p.quantity} left
          </Typography>
        ))}
      </Panel>
      <Panel title="Latest orders">
        {data.latest_orders.map((o) => (
          <Typography key={o.id} variant="body2">
            <Link to={`/orders/${o.id}/show`}>{o.order_no}</Link> {o.name} · {o.status} · {dollars(o.total)}
          </Typography>
        ))}
      </Panel>
    </Box>
  );
}

/** The console's home: sales, orders waiting to ship, low stock and the latest orders. */
export function Dashboard() {
  const { data, error, reload } = useDashboard();
  const { permissions } = usePermissions<string>();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title="Dashboard" />
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Figure label="Sales today" value={dollars(data.sales.today)} />
            <Figure label="Last 7 days" value={dollars(data.sales.last_7_days)} />
            <Figure label="Last 30 days" value={dollars(data.sales.last_30_days)} />
            <Figure label="Paid orders (30 days)" value={String(data.paid_orders_30_days)} />
            <Figure label="Waiting to ship" value={String(data.orders_waiting_to_ship)} to={waitingLink} />
          </Box>
          <Panel title="Sales per day (30 days)">
            <SalesChart days={data.sales.per_day} />
          </Panel>
          <Lists data={data} isOwner={permissions === 'owner'} reload={reload} />
        </>
      )}
    </Box>
  );
}
