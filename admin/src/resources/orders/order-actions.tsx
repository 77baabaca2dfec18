import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, Confirm, TopToolbar, useGetIdentity, useRecordContext } from 'react-admin';
import type { OrderRecord } from './order-record';
import { RefundButton } from './refund-dialog';
import { ShipButton } from './ship-dialog';
import { useOrderOperation, type Operation } from './use-order-operation';

interface ConfirmProps {
  op: Extract<Operation, 'complete' | 'cancel'>;
  label: string;
  when: string[];
  title: string;
  content: string;
  icon: React.ReactElement;
}

/** A transition without a form: a button, a confirmation, then the call. */
function ConfirmedOperation({ op, label, when, title, content, icon }: ConfirmProps) {
  const record = useRecordContext<OrderRecord>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = useOrderOperation();
  if (!record || !when.includes(record.status)) return null;
  const confirm = async () => {
    setBusy(true);
    await run(record.id, op);
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${title} ${record.order_no}?`}
        content={content}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The order page's buttons; each shows only when the order's status allows it. */
export function OrderActions() {
  // Refunds and cancels are for owners and staff allowed to (the API answers 403 to anyone else).
  const canRefund = useGetIdentity().identity?.canRefund === true;
  return (
    <TopToolbar>
      <ShipButton />
      <ConfirmedOperation
        op="complete"
        label="Mark delivered"
        when={['shipped']}
        title="Mark delivered"
        content="The order becomes completed. The customer is not mailed."
        icon={<DoneAllIcon />}
      />
      {canRefund && (
        <ConfirmedOperation
          op="cancel"
          label="Cancel order"
          when={['pending', 'processing']}
          title="Cancel order"
          content="Every line goes back in stock, a paid order is refunded in full, and the customer is mailed."
          icon={<BlockIcon />}
        />
      )}
      {canRefund && <RefundButton />}
    </TopToolbar>
  );
}
