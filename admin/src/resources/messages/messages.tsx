import { Box } from '@mui/material';
import MailIcon from '@mui/icons-material/Reply';
import {
  BooleanField,
  Button,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';

interface Message {
  id: number;
  message: string;
  read: boolean;
  reply_url: string;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or text" />,
  <NullableBooleanInput key="read" source="read" label="Read" alwaysOn />,
];

/** Marks the message read or unread again (the list shows the change at once). */
function ToggleRead() {
  const record = useRecordContext<Message>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = (e: React.MouseEvent) => {
    e.stopPropagation();
    void update(
      'messages',
      { id: record.id, data: { read: !record.read }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onError: (err) => notify(String((err as Error).message), { type: 'error' }),
      },
    );
  };
  return <Button label={record.read ? 'Mark unread' : 'Mark read'} onClick={toggle} disabled={isPending} />;
}

/** Opens the staff member's mail program with the reply addressed (the shop sends no reply itself). */
function ReplyLink() {
  const record = useRecordContext<Message>();
  if (!record) return null;
  return (
    <Button label="Reply" component="a" href={record.reply_url} onClick={(e) => e.stopPropagation()}>
      <MailIcon />
    </Button>
  );
}

function MessageText() {
  const record = useRecordContext<Message>();
  return <Box sx={{ whiteSpace: 'pre-wrap', p: 1 }}>{record?.message}</Box>;
}

/** The contact form's messages, newest first; a row opens the whole text. */
export function MessageList() {
  return (
    <List filters={filters} exporter={false} title="Messages" empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<MessageText />}>
        <DateField source="created_at" label="Received" showTime sortable={false} />
        <TextField source="name" sortable={false} />
        <EmailField source="email" sortable={false} />
        <BooleanField source="read" sortable={false} />
        <ToggleRead />
        <ReplyLink />
      </Datagrid>
    </List>
  );
}
