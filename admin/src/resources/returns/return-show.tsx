import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  ArrayField,
  Button,
  ChipField,
  Datagrid,
  DateField,
  Form,
  FunctionField,
  NumberField,
  SaveButton,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  maxLength,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { RefundFields } from '../orders/refund-fields';
import { money } from '../orders/status';
import type { ReturnRecord } from './return-record';
import { useReturnOperation, type ReturnOperation } from './use-return-operation';

/** A move without a form (approve, mark received), shown only in the status it applies to. */
function MoveButton({
  op,
  label,
  when,
  icon,
}: {
  op: ReturnOperation;
  label: string;
  when: string[];
  icon: React.ReactElement;
}) {
  const record = useRecordContext<ReturnRecord>();
  const [busy, setBusy] = useState(false);
  const run = useReturnOperation();
  if (!record || !when.includes(record.status)) return null;
  return (
    <Button
      label={label}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await run(record.id, op);
        setBusy(false);
      }}
    >
      {icon}
    </Button>
  );
}

/** Refuse, with a note the customer is mailed. */
function RefuseButton() {
  const record = useRecordContext<ReturnRecord>();
  const [open, setOpen] = useState(false);
  const run = useReturnOperation();
  if (!record || !['requested', 'approved'].includes(record.status)) return null;
  const submit = async (values: Record<string, unknown>) => {
    const errors = await run(record.id, 'refuse', values);
    if (!errors) setOpen(false);
    return errors;
  };
  return (
    <>
      <Button label="Refuse" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={{ note: '' }}>
          <DialogTitle>Refuse return #{record.id}</DialogTitle>
          <DialogContent>
            <TextInput
              source="note"
              label="Note to the customer"
              multiline
              fullWidth
              validate={maxLength(1000)}
            />
          </DialogContent>
          <DialogActions>
            <Button label="Close" onClick={() => setOpen(false)} />
            <SaveButton label="Refuse" icon={<BlockIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** Refund a received return in full or in part, putting chosen returned lines back in stock. */
function RefundReturnButton() {
  const record = useRecordContext<ReturnRecord>();
  const [key, setKey] = useState<string | null>(null);
  const run = useReturnOperation();
  if (!record?.items || record.status !== 'received') return null;
  const lines = record.items.map((l) => ({ id: l.order_item_id, name: `${l.name} (×${l.qty})` }));
  const close = () => setKey(null);
  const submit = async (values: Record<string, unknown>) => {
    const errors = await run(record.id, 'refund', { ...values, idempotency_key: key });
    if (!errors) close();
    return errors;
  };
  return (
    <>
      <Button label="Refund" onClick={() => setKey(crypto.randomUUID())}>
        <UndoIcon />
      </Button>
      <Dialog open={key !== null} onClose={close} fullWidth maxWidth="sm">
        <Form
          onSubmit={submit}
          defaultValues={{
            amount: record.suggested_refund,
            restock: record.items.map((l) => ({ order_item_id: l.order_item_id, qty: l.qty })),
          }}
        >
          <DialogTitle>Refund return #{record.id}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" gutterBottom>
              The returned lines cost ${(record.suggested_refund ?? 0).toFixed(2)}; the order has $
              {((record.order_total ?? 0) - (record.order_refunded ?? 0)).toFixed(2)} left to refund.
            </Typography>
            <RefundFields lines={lines} />
          </DialogContent>
          <DialogActions>
            <Button label="Close" onClick={close} />
            <SaveButton label="Refund" icon={<UndoIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

function ReturnActions() {
  const canRefund = useGetIdentity().identity?.canRefund === true;
  return (
    <TopToolbar>
      <MoveButton op="approve" label="Approve" when={['requested']} icon={<CheckIcon />} />
      <RefuseButton />
      <MoveButton op="receive" label="Mark received" when={['approved']} icon={<MoveToInboxIcon />} />
      {canRefund && <RefundReturnButton />}
    </TopToolbar>
  );
}

function ReturnTitle() {
  const record = useRecordContext<ReturnRecord>();
  return <>{record ? `Return #${record.id} of order ${record.order_no}` : ''}</>;
}

/** One return: its order, customer, reason, lines, status and refund, with the moves its status allows. */
export function ReturnShow() {
  return (
    <Show actions={<ReturnActions />} title={<ReturnTitle />}>
      <SimpleShowLayout>
        <FunctionField
          label="Order"
          render={(r: ReturnRecord) => <a href={`#/orders/${r.order_id}/show`}>{r.order_no}</a>}
        />
        <TextField source="name" label="Customer" />
        <TextField source="email" />
        <ChipField source="status" />
        <DateField source="created_at" label="Asked" showTime />
        <TextField source="reason" />
        <TextField source="note" label="Note to the customer" emptyText="–" />
        <ArrayField source="items" label="Lines to return">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" label="Product" />
            <NumberField source="qty" label="Quantity" />
            <NumberField source="price" label="Unit price" options={money} />
          </Datagrid>
        </ArrayField>
        <NumberField source="refund_amount" label="Refunded" options={money} />
      </SimpleShowLayout>
    </Show>
  );
}
