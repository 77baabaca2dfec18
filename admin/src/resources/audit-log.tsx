import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A value as a person reads it: text as it is, nothing as a dash, anything else as compact JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  return JSON.stringify(value);
}

/**
 * What a change was, one line per field: before → after. The API keeps only the fields an edit changed; a
 * new record has only "after", a removed one only "before".
 */
function Change() {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  const before = isRecord(record.before) ? record.before : {};
  const after = isRecord(record.after) ? record.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <Typography variant="body2">No values were recorded.</Typography>;
  return (
    <Table size="small" aria-label="Changed fields">
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          <TableCell component="th">Before</TableCell>
          <TableCell component="th">After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field}>
            <TableCell>{field.replace(/_/g, ' ')}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{show(before[field])}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{show(after[field])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The record's name as it was when the row was written ('Holy Basil', '#1001'), else its id. */
const recordName = (r: { entity_label?: string | null; entity_id?: string | null }) =>
  r.entity_label ?? r.entity_id ?? '—';

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
  'export',
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
  const isOwner = permissions === 'owner';
  return (
    <List filters={filters(isOwner)} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Change />}>
        <DateField source="at" label="When" showTime />
        <TextField source="staff_email" label="Who" sortable={false} />
        {/* Sign-in addresses are the owner's to read (ADR 0054); the API sends none to others. */}
        {isOwner && <TextField source="client_address" label="From address" sortable={false} />}
        <TextField source="action" />
        <TextField source="entity" />
        <FunctionField label="Record" sortable={false} render={recordName} />
      </Datagrid>
    </List>
  );
}
