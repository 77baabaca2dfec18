import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
} from 'react-admin';
import { ImageUploadInput } from '../ui/image-upload-input';

export function BannerList() {
  return (
    <List sort={{ field: 'sort_order', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <ImageField
          source="image"
          title="Home page banner"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 160, maxHeight: 60 } }}
        />
        <BooleanField source="status" label="Shown" />
        <NumberField source="sort_order" label="Order" />
      </Datagrid>
    </List>
  );
}

function BannerForm() {
  return (
    <SimpleForm defaultValues={{ status: true, sort_order: 0 }}>
      <ImageUploadInput />
      <BooleanInput source="status" label="Shown on the home page" />
      <NumberInput source="sort_order" label="Order" step={1} />
    </SimpleForm>
  );
}

export function BannerCreate() {
  return (
    <Create redirect="list">
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BannerForm />
    </Edit>
  );
}
