import { useState } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, SelectInput, TextInput, required, useRecordContext } from 'react-admin';
import { CARRIER_IDS, CARRIERS } from '@common/carriers';
import type { OrderRecord } from './order-record';
import { useOrderOperation } from './use-order-operation';

const CARRIER_CHOICES = CARRIER_IDS.map((id) => ({ id, name: CARRIERS[id].name }));

/** Ship: a paid order waiting to ship gets a carrier and tracking number; the customer is mailed. */
export function ShipButton() {
  const record = useRecordContext<OrderRecord>();
  const [open, setOpen] = useState(false);
  const run = useOrderOperation();
  if (!record || record.status !== 'processing') return null;
  const submit = async (values: Record<string, unknown>) => {
    const errors = await run(record.id, 'ship', values);
    if (!errors) setOpen(false);
    return errors;
  };
  return (
    <>
      <Button label="Ship" onClick={() => setOpen(true)}>
        <LocalShippingIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit}>
          <DialogTitle>Ship order {record.order_no}</DialogTitle>
          <DialogContent>
            <SelectInput source="carrier" choices={CARRIER_CHOICES} validate={required()} fullWidth />
            <TextInput source="tracking_number" label="Tracking number" validate={required()} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="Close" onClick={() => setOpen(false)} />
            <SaveButton label="Ship" icon={<LocalShippingIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
