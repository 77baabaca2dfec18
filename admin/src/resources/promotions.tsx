import { useEffect, useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Button,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  required,
} from 'react-admin';
import { API_URL, errorMessage, httpClient } from '../http';

/** The four kinds of issue 40, in the owner's words. */
const KINDS = [
  { id: 'percent', name: 'Percentage off' },
  { id: 'amount', name: 'Fixed amount off ($)' },
  { id: 'free_shipping', name: 'Free shipping' },
  { id: 'buy_x_get_y', name: 'Buy X get Y (% off the cheapest)' },
];

interface PromotionRecord {
  id: number;
  label: string;
  code: string | null;
  kind: string;
  value: number;
  active: boolean;
  ends_at: string | null;
  first_order_only: boolean;
}

/** Comma-separated ids or slugs in the form, arrays in the API. */
const listFormat = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
const idsParse = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
const slugsParse = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function PromotionList() {
  return (
    <List sort={{ field: 'priority', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="label" />
        <FunctionField label="Code" render={(r: PromotionRecord) => r.code ?? 'Automatic'} />
        <TextField source="kind" />
        <NumberField source="value" />
        <NumberField source="priority" label="Order" />
        <BooleanField source="stacks" />
        <BooleanField source="active" />
        <DateField source="ends_at" label="Ends" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}

function PromotionForm() {
  return (
    <SimpleForm
      defaultValues={{
        kind: 'percent',
        value: 10,
        min_subtotal: 0,
        buy_qty: 1,
        get_qty: 1,
        stacks: true,
        priority: 10,
        active: true,
        listed: false,
        product_ids: [],
        category_slugs: [],
      }}
    >
      <TextInput
        source="label"
        validate={required()}
        helperText="What the shopper reads on the discount line"
      />
      <TextInput
        source="code"
        helperText="Leave empty for an automatic offer"
        parse={(v: string) => v || null}
      />
      <SelectInput source="kind" choices={KINDS} validate={required()} />
      <NumberInput source="value" helperText="Percent, or dollars for a fixed amount" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'buy_x_get_y' ? (
            <>
              <NumberInput source="buy_qty" label="Buy (units)" step={1} />
              <NumberInput source="get_qty" label="Get (units)" step={1} />
            </>
          ) : null
        }
      </FormDataConsumer>
      <NumberInput source="min_subtotal" label="Minimum subtotal ($)" />
      <DateTimeInput source="starts_at" label="Starts" />
      <DateTimeInput source="ends_at" label="Ends" />
      <NumberInput source="usage_cap" label="Total uses (empty: no cap)" step={1} />
      <NumberInput source="per_customer_cap" label="Uses per customer (empty: no cap)" step={1} />
      <TextInput
        source="product_ids"
        label="Product ids (comma-separated; empty: all)"
        format={listFormat}
        parse={idsParse}
      />
      <TextInput
        source="category_slugs"
        label="Category slugs (comma-separated; empty: all)"
        format={listFormat}
        parse={slugsParse}
      />
      <BooleanInput source="stacks" label="Combines with other offers" />
      <NumberInput source="priority" label="Order of applying (lower first)" step={1} />
      <BooleanInput source="listed" label="Listed on every customer's Vouchers page" />
      <BooleanInput source="active" label="Active (off: paused)" />
    </SimpleForm>
  );
}

export function PromotionCreate() {
  return (
    <Create redirect="edit">
      <PromotionForm />
    </Create>
  );
}

interface Report {
  orders: number;
  revenue: number;
  discount_given: number;
  held_by_unpaid_orders: number;
}

/** Orders, revenue and discount given, from GET /promotions/:id/report. */
function PromotionReport() {
  const record = useRecordContext<PromotionRecord>();
  const [report, setReport] = useState<Report | null>(null);
  useEffect(() => {
    if (!record) return;
    httpClient(`${API_URL}/promotions/${record.id}/report`)
      .then(({ json }) => setReport(json as Report))
      .catch(() => setReport(null));
  }, [record]);
  if (!report) return null;
  return (
    <section aria-label="Report" style={{ padding: 16 }}>
      <h3>Report</h3>
      <p data-testid="promotion-report">
        Paid orders: {report.orders} · Revenue: ${report.revenue.toFixed(2)} · Discount given: $
        {report.discount_given.toFixed(2)} · Held by unpaid orders: {report.held_by_unpaid_orders}
      </p>
    </section>
  );
}

/** Pause/resume and end now: updates of `active` and `ends_at`, audited like any edit. */
function PauseAndEnd() {
  const record = useRecordContext<PromotionRecord>();
  const [update, { isPending }] = useUpdate();
  const refresh = useRefresh();
  if (!record) return null;
  const change = (data: Partial<PromotionRecord>) =>
    update(
      'promotions',
      { id: record.id, data: { ...record, ...data }, previousData: record },
      { mutationMode: 'pessimistic', onSuccess: refresh },
    );
  return (
    <div style={{ display: 'flex', gap: 8, padding: '0 16px' }}>
      <Button
        label={record.active ? 'Pause' : 'Resume'}
        disabled={isPending}
        onClick={() => void change({ active: !record.active })}
      />
      <Button
        label="End now"
        disabled={isPending}
        onClick={() => void change({ ends_at: new Date().toISOString() })}
      />
    </div>
  );
}

/** Issues the code to one customer (by their account's email); the CMS mails them. */
function IssueToCustomer() {
  const record = useRecordContext<PromotionRecord>();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  if (!record?.code) return null;
  const issue = async () => {
    try {
      await httpClient(`${API_URL}/promotions/${record.id}/issue`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      notify(`Issued ${record.code} to ${email}`, { type: 'success' });
      setEmail('');
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <section aria-label="Issue to a customer" style={{ padding: 16 }}>
      <h3>Issue to a customer</h3>
      <label>
        Customer email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>{' '}
      <Button label="Issue and mail" disabled={!email} onClick={() => void issue()} />
    </section>
  );
}

export function PromotionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <PauseAndEnd />
      <PromotionForm />
      <PromotionReport />
      <IssueToCustomer />
    </Edit>
  );
}

/** The flat shipping rate, the free-shipping threshold and whether a refund gives a use back: one record. */
export function PromotionSettingsEdit() {
  return (
    <Edit
      resource="promotion-settings"
      id={1}
      mutationMode="pessimistic"
      redirect={false}
      title="Shipping and promotion settings"
    >
      <SimpleForm>
        <NumberInput source="shipping" label="Flat shipping rate ($)" />
        <NumberInput source="free_shipping_threshold" label="Free shipping from ($ of subtotal)" />
        <BooleanInput source="refund_returns_use" label="A full refund gives the code's use back" />
      </SimpleForm>
    </Edit>
  );
}
