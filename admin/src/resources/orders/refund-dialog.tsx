import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Button, Form, SaveButton, useRecordContext } from 'react-admin';
import { RefundFields } from './refund-fields';
import type { OrderRecord } from './order-record';
import { useOrderOperation } from './use-order-operation';

const REFUNDABLE = ['processing', 'shipped', 'completed'];

/**
 * Refund: a full or partial amount, optionally putting chosen lines back in stock. One idempotency key per
 * opening of the form, so sending it again after a provider failure cannot pay out twice.
 */
export function RefundButton() {
  const record = useRecordContext<OrderRecord>();
  const [key, setKey] = useState<string | null>(null);
  const run = useOrderOperation();
  // `items` is missing while the page shows the list's copy of the order, before its own record loads.
  if (!record?.items || !REFUNDABLE.includes(record.status)) return null;
  const lines = record.items.map((l) => ({ id: l.id, name: `${l.name} (×${l.qty - l.restocked_qty})` }));
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
        <Form onSubmit={submit} defaultValues={{ amount: record.total_after_refund, restock: [] }}>
          <DialogTitle>Refund order {record.order_no}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" gutterBottom>
              At most ${record.total_after_refund.toFixed(2)} can still be refunded.
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
