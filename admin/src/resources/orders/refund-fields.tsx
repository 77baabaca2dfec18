import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  minValue,
  number,
  required,
} from 'react-admin';

/**
 * A refund's amount in dollars and the lines it puts back in stock: the same fields in the order's refund
 * dialog and a return's (returns/return-show.tsx), so both send the body the refund ledger reads.
 */
export function RefundFields({ lines }: { lines: { id: number; name: string }[] }) {
  return (
    <>
      <NumberInput
        source="amount"
        label="Amount ($)"
        step={0.01}
        validate={[required(), number(), minValue(0.01)]}
        fullWidth
      />
      <ArrayInput source="restock" label="Put back in stock">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="order_item_id" label="Line" choices={lines} validate={required()} />
          <NumberInput source="qty" label="Quantity" step={1} min={1} validate={[required(), minValue(1)]} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
