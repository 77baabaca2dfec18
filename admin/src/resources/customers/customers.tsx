import {
  ArrayField,
  ChipField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { money } from '../orders/status';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />];

/** The shop's customers, newest first, with their paid orders and what they spent (less refunds). */
export function CustomerList() {
  return (
    <List filters={filters} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <EmailField source="email" sortable={false} />
        <TextField source="phone_no" label="Phone" emptyText="—" sortable={false} />
        <DateField source="created_at" label="Joined" sortable={false} />
        <NumberField source="paid_orders" label="Paid orders" sortable={false} />
        <NumberField source="total_spent" label="Spent" options={money} sortable={false} />
      </Datagrid>
    </List>
  );
}

/** One customer and every order of theirs; a row opens the order. */
export function CustomerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone_no" label="Phone" emptyText="—" />
        <DateField source="created_at" label="Joined" />
        <NumberField source="paid_orders" label="Paid orders (not refunded in full)" />
        <NumberField source="total_spent" label="Total spent (paid, less refunds)" options={money} />
        <ArrayField source="orders">
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/orders/${id}/show`}>
            <TextField source="order_no" label="Order" />
            <DateField source="created_at" label="Placed" showTime />
            <ChipField source="status" />
            <NumberField source="total" options={money} />
            <NumberField source="refund_amount" label="Refunded" options={money} />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
