import {
  ChipField,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { FilteredExportButton } from './export-button';
import { money, STATUS_CHOICES } from './status';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number, email or name" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label="Placed from" />,
  <DateInput key="to" source="to" label="Placed to" />,
];

function OrderListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <FilteredExportButton path="orders/export.csv" />
    </TopToolbar>
  );
}

/** Every order, newest first (the API's one order: the list's columns are not sortable). */
export function OrderList() {
  return (
    <List filters={filters} actions={<OrderListActions />} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="order_no" label="Order" sortable={false} />
        <DateField source="created_at" label="Placed" showTime sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <ChipField source="status" sortable={false} />
        <NumberField source="total" options={money} sortable={false} />
        <NumberField source="refund_amount" label="Refunded" options={money} sortable={false} />
      </Datagrid>
    </List>
  );
}
