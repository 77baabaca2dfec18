import {
  Create,
  Datagrid,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { ImageUploadInput } from '../ui/image-upload-input';

/** The 'Why Choose Us' items of the home page: a title and an icon each. */
export function ChooseUsList() {
  return (
    <List sort={{ field: 'sort_order', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <ImageField
          source="image"
          title="title"
          label="Icon"
          sortable={false}
          sx={{ '& img': { maxWidth: 48, maxHeight: 48 } }}
        />
        <TextField source="title" />
        <NumberField source="sort_order" label="Order" />
      </Datagrid>
    </List>
  );
}

function ChooseUsForm() {
  return (
    <SimpleForm defaultValues={{ sort_order: 0 }}>
      <TextInput source="title" validate={required()} fullWidth />
      <ImageUploadInput label="Icon" />
      <NumberInput source="sort_order" label="Order" step={1} />
    </SimpleForm>
  );
}

export function ChooseUsCreate() {
  return (
    <Create redirect="list">
      <ChooseUsForm />
    </Create>
  );
}

export function ChooseUsEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ChooseUsForm />
    </Edit>
  );
}
