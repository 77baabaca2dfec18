import { Box, Typography } from '@mui/material';
import {
  ArrayField,
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { CONSOLE_TEXT } from '../../texts';
import type { OrderRecord } from './order-record';
import { eventWords, type TimelineEvent } from './timeline-words';
import { AddressBlock } from './address-block';
import { OrderActions } from './order-actions';
import { money } from './status';
import { DiscountLines } from '../promotion-lines';

function Section({ title }: { title: string }) {
  return (
    <Typography variant="h6" sx={{ mt: 2 }}>
      {title}
    </Typography>
  );
}

/** Each amount under its name: outside SimpleShowLayout's own rows, a field shows no label of itself. */
function Totals() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {TOTALS.map(([source, label]) => (
        <Labeled key={source} label={label}>
          <NumberField source={source} options={money} />
        </Labeled>
      ))}
    </Box>
  );
}

const TOTALS = [
  ['sub_total', 'Subtotal'],
  ['discount', 'Discount'],
  ['shipping', 'Shipping'],
  ['total', 'Total'],
  ['refund_amount', 'Refunded'],
  ['total_after_refund', 'Net (total less refunds)'],
] as const;

/** 'Order #1001': the order's number, not its record id. */
function OrderTitle() {
  const record = useRecordContext<OrderRecord>();
  return <>{record ? CONSOLE_TEXT.order.title(record.order_no) : ''}</>;
}

/** Every event, oldest first, its details in words naming the order's own lines. */
function Timeline() {
  const order = useRecordContext<OrderRecord>();
  const lines = order?.items ?? [];
  return (
    <ArrayField source="timeline" label={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" label="When" showTime />
        <TextField source="kind" label="Event" />
        <FunctionField
          label="Who"
          render={(e: { actor: { kind: string; email: string | null } }) => e.actor.email ?? e.actor.kind}
        />
        <TextField source="actor.client_address" label="From address" emptyText="" />
        <FunctionField label="Details" render={(e: TimelineEvent) => eventWords(e, lines)} />
      </Datagrid>
    </ArrayField>
  );
}

/** One order: items, amounts, addresses, payment and refunds, shipment, and every event on its timeline. */
export function OrderShow() {
  return (
    <Show actions={<OrderActions />} title={<OrderTitle />}>
      <SimpleShowLayout>
        <TextField source="order_no" label="Order" />
        <ChipField source="status" />
        <DateField source="created_at" label="Placed" showTime />
        <TextField source="customer.name" label="Customer" />
        <TextField source="customer.email" label="Email" />
        <TextField source="customer.phone" label="Phone" emptyText="—" />
        <Section title="Items" />
        <ArrayField source="items" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" />
            <NumberField source="qty" label="Quantity" />
            <NumberField source="restocked_qty" label="Back in stock" />
            <NumberField source="unit_price" label="Price" options={money} />
            <NumberField source="line_total" label="Line total" options={money} />
          </Datagrid>
        </ArrayField>
        <Typography variant="caption">{CONSOLE_TEXT.order.backInStock}</Typography>
        <Totals />
        <DiscountLines />
        <Section title="Addresses" />
        <AddressBlock />
        <Section title="Payment" />
        <TextField source="payment.provider" label="Provider" />
        <TextField source="payment.method" label="Method" emptyText="—" />
        <TextField source="payment.status" label="Payment status" emptyText="—" />
        <DateField source="payment.paid_at" label="Paid" showTime emptyText="not paid" />
        <ArrayField source="payment.refunds" label="Refunds">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>No refunds</span>}>
            <DateField source="created_at" label="When" showTime />
            <NumberField source="amount" options={money} />
            <TextField source="status" />
            <TextField source="purpose" />
            <TextField source="error" emptyText="" />
          </Datagrid>
        </ArrayField>
        <Section title="Shipment" />
        <TextField source="shipment.carrier" label="Carrier" emptyText="not shipped" />
        <TextField source="shipment.tracking_number" label="Tracking number" emptyText="—" />
        <UrlField source="shipment.tracking_url" label="Tracking link" target="_blank" emptyText="—" />
        <DateField source="hold_expires_at" label="Unpaid hold expires" showTime emptyText="—" />
        <Section title="Timeline" />
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}
