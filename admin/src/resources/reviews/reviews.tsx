import { Box } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';

/** The owner's queue of customers' reviews (issue 41): publish or hide, and reply. Every change is audited. */

interface Review {
  id: number;
  status: 'pending' | 'published' | 'hidden';
  text: string;
  reply: string | null;
}

const STATUSES = [
  { id: 'pending', name: 'Waiting' },
  { id: 'published', name: 'Published' },
  { id: 'hidden', name: 'Hidden' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title, text or email" />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
];

/** Publish or Hide from the list: one click, the list shows the change once the CMS took it. */
function StatusButton({ to, label }: { to: Review['status']; label: string }) {
  const record = useRecordContext<Review>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || record.status === to) return null;
  const change = (e: React.MouseEvent) => {
    e.stopPropagation();
    void update(
      'reviews',
      { id: record.id, data: { status: to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Review ${to === 'published' ? 'published' : 'hidden'}`),
        onError: (err) => notify(String((err as Error).message), { type: 'error' }),
      },
    );
  };
  return <Button label={label} onClick={change} disabled={isPending} />;
}

function ReviewText() {
  const record = useRecordContext<Review>();
  return (
    <Box sx={{ whiteSpace: 'pre-wrap', p: 1 }}>
      {record?.text}
      {record?.reply ? `\n\nReply: ${record.reply}` : ''}
    </Box>
  );
}

export function ReviewList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      title="Reviews"
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<ReviewText />}>
        <DateField source="created_at" label="Written" showTime />
        <TextField source="product_name" label="Product" sortable={false} />
        <TextField source="customer_email" label="Customer" sortable={false} />
        <NumberField source="rating" />
        <TextField source="title" sortable={false} />
        <SelectField source="status" choices={STATUSES} />
        <StatusButton to="published" label="Publish" />
        <StatusButton to="hidden" label="Hide" />
      </Datagrid>
    </List>
  );
}

/** A review's status and the shop's reply (shown under the review on the product page). */
export function ReviewEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Review">
      <SimpleForm>
        <TextField source="product_name" label="Product" />
        <TextField source="customer_name" label="Customer" />
        <NumberField source="rating" />
        <TextField source="title" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
        <SelectInput source="status" choices={STATUSES} />
        <TextInput source="reply" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
