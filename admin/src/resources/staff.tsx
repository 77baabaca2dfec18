import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  type RaRecord,
  email,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { CONSOLE_TEXT } from '../texts';

const roles = [
  { id: 'owner', name: 'Owner (everything, staff too)' },
  { id: 'staff', name: 'Staff (catalogue, stock, content, orders)' },
];
const statuses = [
  { id: 'invited', name: 'Invited' },
  { id: 'active', name: 'Active' },
  { id: 'disabled', name: 'Disabled' },
];

/** Refunds and cancellations: owners always may; a staff member when this is ticked (ADR 0054). */
function RefundPermissionInput() {
  return (
    <BooleanInput
      source="can_refund"
      label="May refund and cancel orders"
      helperText="Owners always may. Without it, a staff member does not see the Refund and Cancel buttons."
    />
  );
}

/** Owners only: the people who may sign in to the console. */
export function StaffList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {/* Text, not a mailto: link: a click on the row's email opens the member, as the rest of the row does. */}
        <TextField source="email" />
        <TextField source="name" />
        <SelectField source="role" choices={roles} optionText={(r: { id: string }) => r.id} />
        <SelectField source="status" choices={statuses} />
        <BooleanField source="can_refund" label="May refund" sortable={false} />
        <DateField source="created_at" label="Added" showTime />
      </Datagrid>
    </List>
  );
}

/** Inviting mails the new member a setup link (valid 24 hours); they choose a password and enrol a code. */
export function StaffCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const invited = (data: RaRecord) => {
    notify(CONSOLE_TEXT.staff.invited(String(data.email)), { type: 'info' });
    redirect('list', 'staff');
  };
  return (
    <Create redirect="list" title="Invite staff" mutationOptions={{ onSuccess: invited }}>
      <SimpleForm defaultValues={{ role: 'staff' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={roles} validate={required()} />
        <RefundPermissionInput />
      </SimpleForm>
    </Create>
  );
}

function StaffEditForm() {
  const record = useRecordContext<{ status?: string }>();
  return (
    <SimpleForm defaultValues={{ disabled: record?.status === 'disabled' }}>
      <TextField source="email" />
      <SelectInput source="role" choices={roles} validate={required()} />
      <RefundPermissionInput />
      <BooleanInput source="disabled" label="Disabled (signs them out at once)" />
    </SimpleForm>
  );
}

/** The API takes only the role, the refund permission and whether the account is disabled. */
const onlyRoleAndDisabled = (data: { role?: string; disabled?: boolean; can_refund?: boolean }) => ({
  role: data.role,
  can_refund: Boolean(data.can_refund),
  disabled: Boolean(data.disabled),
});

export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={onlyRoleAndDisabled}>
      <StaffEditForm />
    </Edit>
  );
}
