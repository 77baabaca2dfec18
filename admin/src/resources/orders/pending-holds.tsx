import { BooleanField, Datagrid, DateField, List, NumberField, TextField } from 'react-admin';
import { money } from './status';

/** Unpaid orders still holding stock, the soonest to expire first; a row opens the order. */
export function PendingHoldList() {
  return (
    <List exporter={false} title="Unpaid orders">
      <Datagrid rowClick={(id) => `/orders/${id}/show`} bulkActionButtons={false}>
        <TextField source="order_no" label="Order" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <NumberField source="total" options={money} sortable={false} />
        <DateField source="created_at" label="Placed" showTime sortable={false} />
        <DateField source="hold_expires_at" label="Hold expires" showTime sortable={false} />
        <BooleanField source="expired" sortable={false} />
      </Datagrid>
    </List>
  );
}
