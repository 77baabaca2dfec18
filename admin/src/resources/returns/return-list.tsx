import {
  ChipField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { money } from '../orders/status';
import { RETURN_STATUS_CHOICES } from './return-record';
import { ReturnWindowButton } from './return-window';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number, email or name" />,
  <SelectInput key="status" source="status" choices={RETURN_STATUS_CHOICES} alwaysOn />,
];

/** The Returns queue, newest first; the return window is set from its toolbar. */
export function ReturnList() {
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <ReturnWindowButton />
        </TopToolbar>
      }
      exporter={false}
      title="Returns"
      // The empty grid, not react-admin's 'No Returns yet.' page, whose grey text fails WCAG contrast.
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Return" sortable={false} />
        <TextField source="order_no" label="Order" sortable={false} />
        <DateField source="created_at" label="Asked" showTime sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <ChipField source="status" sortable={false} />
        <NumberField source="refund_amount" label="Refunded" options={money} sortable={false} />
      </Datagrid>
    </List>
  );
}
