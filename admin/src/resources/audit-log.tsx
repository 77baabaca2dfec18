import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
} from 'react-admin';

interface AuditEntry {
  before: unknown;
  after: unknown;
}

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, m: 0 }}>
        {value == null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** What a change was: the values before and after, side by side. */
function Change() {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Json title="Before" value={record.before} />
      <Json title="After" value={record.after} />
    </Box>
  );
}

/** The kinds of record the API writes entries about (sign-ins are about `staff`). */
const entities = [
  'product',
  'category',
  'banner',
  'choose_us',
  'page',
  'contact',
  'upload',
  'staff',
  'orders',
  'contact_message',
  'settings',
].map((id) => ({ id, name: id.replace('_', ' ') }));

function filters(isOwner: boolean) {
  return [
    <SelectInput key="entity" source="entity" label="Record type" choices={entities} alwaysOn />,
    <TextInput
      key="action"
      source="action"
      label="Action"
      helperText="e.g. product.update, login.failed"
      alwaysOn
    />,
    ...(isOwner
      ? [
          <ReferenceInput key="staff" source="staff_id" reference="staff" label="Staff">
            <SelectInput optionText="email" label="Staff" />
          </ReferenceInput>,
        ]
      : []),
    <DateInput key="from" source="from" label="From" />,
    <DateInput key="to" source="to" label="To" />,
  ];
}

/** Every sign-in and change made through the console, newest first; nobody can edit it. */
export function AuditLogList() {
  const { permissions } = usePermissions<string>();
  return (
    <List filters={filters(permissions === 'owner')} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Change />}>
        <DateField source="at" label="When" showTime />
        <TextField source="staff_email" label="Who" sortable={false} />
        <TextField source="client_address" label="From address" sortable={false} />
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entity_id" label="Record" sortable={false} />
      </Datagrid>
    </List>
  );
}
