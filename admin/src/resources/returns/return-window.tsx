import { useCallback, useEffect, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  maxValue,
  minValue,
  required,
  useNotify,
  usePermissions,
} from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from '../../http';

/** 'Return window: 30 days', and for owners a dialog to change it (audited by the API). */
export function ReturnWindowButton() {
  const isOwner = usePermissions<string>().permissions === 'owner';
  const [data, setData] = useState<{ window_days: number } | null>(null);
  const refetch = useCallback(() => {
    httpClient(`${API_URL}/return-settings`)
      .then(({ json }) => setData(json as { window_days: number }))
      .catch(() => setData(null));
  }, []);
  useEffect(refetch, [refetch]);
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const label = data ? `Return window: ${data.window_days} days` : 'Return window';
  if (!isOwner) return <Button label={label} disabled />;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_URL}/return-settings`, { method: 'PUT', body: JSON.stringify(values) });
      notify('Return window saved', { type: 'info' });
      setOpen(false);
      refetch();
      return undefined;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return errorBody(error).errors ?? {};
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form onSubmit={submit} defaultValues={{ window_days: data?.window_days ?? 30 }}>
          <DialogTitle>Return window</DialogTitle>
          <DialogContent>
            <NumberInput
              source="window_days"
              label="Days after delivery"
              step={1}
              validate={[required(), minValue(1), maxValue(365)]}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="Close" onClick={() => setOpen(false)} />
            <SaveButton label="Save" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
