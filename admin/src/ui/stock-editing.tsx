import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../data-provider';
import { errorBody, errorMessage } from '../http';
import { errorsById } from './stock-errors';

interface StockEdits {
  /** Typed stock per product id, kept until saved (text, so a half-typed number is not lost). */
  values: Map<number, string>;
  /** The API's message per product id from the last save that failed. */
  errors: Map<number, string>;
  set(id: number, value: string): void;
  save(): Promise<void>;
  saving: boolean;
}

const StockContext = createContext<StockEdits | null>(null);

function useStockEdits(): StockEdits {
  const edits = useContext(StockContext);
  if (!edits) throw new Error('StockCell and SaveStockButton need a StockEditing around them');
  return edits;
}

/**
 * Stock typed into many rows of the product list at once, saved together in one call (one transaction on
 * the API's side: either every row is saved or none).
 */
export function StockEditing({ children }: { children: ReactNode }) {
  const [values, setValues] = useState(new Map<number, string>());
  const [errors, setErrors] = useState(new Map<number, string>());
  const [saving, setSaving] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();

  const edits = useMemo<StockEdits>(() => {
    const set = (id: number, value: string) => setValues((old) => new Map(old).set(id, value));
    const save = async () => {
      const items = [...values].map(([id, value]) => ({
        id,
        quantity: value.trim() === '' ? NaN : Number(value),
      }));
      setSaving(true);
      try {
        const { updated } = await dataProvider.updateStock(items);
        setValues(new Map());
        setErrors(new Map());
        notify(`Stock saved for ${updated} product${updated === 1 ? '' : 's'}`, { type: 'success' });
        refresh();
      } catch (error) {
        setErrors(errorsById(items, errorBody(error).errors));
        notify(errorMessage(error), { type: 'error' });
      } finally {
        setSaving(false);
      }
    };
    return { values, errors, set, save, saving };
  }, [values, errors, saving, dataProvider, notify, refresh]);

  return <StockContext.Provider value={edits}>{children}</StockContext.Provider>;
}

/**
 * The stock of one product in the list, as a field to type a new number into. `source` and `label` are
 * read by the Datagrid for the column's header and sorting.
 */
export function StockCell(_props: { source: string; label?: string }) {
  const record = useRecordContext<{ id: number; name: string; quantity: number }>();
  const { values, errors, set } = useStockEdits();
  if (!record) return null;
  const error = errors.get(record.id);
  return (
    <TextField
      type="number"
      size="small"
      value={values.get(record.id) ?? String(record.quantity)}
      onChange={(e) => set(record.id, e.target.value)}
      onClick={(e) => e.stopPropagation()}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `Stock of ${record.name}` } }}
      sx={{ width: 110 }}
    />
  );
}

export function SaveStockButton() {
  const { values, save, saving } = useStockEdits();
  return (
    <Button
      label={values.size > 0 ? `Save stock (${values.size})` : 'Save stock'}
      onClick={() => void save()}
      disabled={values.size === 0 || saving}
    >
      <SaveIcon />
    </Button>
  );
}
