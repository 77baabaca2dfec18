import { Form, NumberInput, SaveButton, minValue, number, required, useNotify } from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from '../../http';

/** The owner's low-stock threshold: products with fewer in stock are listed on every staff member's dashboard. */
export function ThresholdForm({ threshold, onSaved }: { threshold: number; onSaved: () => void }) {
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_URL}/dashboard/settings`, { method: 'PUT', body: JSON.stringify(values) });
      notify('Low-stock threshold saved', { type: 'info' });
      onSaved();
      return undefined;
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
      return errorBody(err).errors ?? {};
    }
  };
  return (
    <Form onSubmit={save} defaultValues={{ low_stock_threshold: threshold }}>
      <NumberInput
        source="low_stock_threshold"
        label="Low stock below"
        step={1}
        validate={[required(), number(), minValue(0)]}
        size="small"
      />
      <SaveButton label="Save threshold" size="small" />
    </Form>
  );
}
