import {
  Create,
  Datagrid,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { ImageUploadInput } from '../ui/image-upload-input';
import { SlugInput } from '../ui/slug-input';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

export function CategoryList() {
  return (
    <List filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <ImageField
          source="image"
          title="name"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 48, maxHeight: 48 } }}
        />
        <TextField source="name" />
        <TextField source="slug" />
        <NumberField source="sort_order" label="Order" />
      </Datagrid>
    </List>
  );
}

function CategoryForm() {
  return (
    <SimpleForm defaultValues={{ sort_order: 0 }}>
      <TextInput source="name" validate={required()} />
      <SlugInput />
      <ImageUploadInput />
      <NumberInput source="sort_order" label="Order" step={1} />
    </SimpleForm>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list">
      <CategoryForm />
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CategoryForm />
    </Edit>
  );
}
