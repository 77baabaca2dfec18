import {
  Datagrid,
  Edit,
  FormDataConsumer,
  List,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { RichTextInput } from '../ui/rich-text-input';
import { ImageUploadInput } from '../ui/image-upload-input';

/** The shop's text pages: terms, privacy, return policy and about. They are edited, never added. */
export function PageList() {
  return (
    <List pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" sortable={false} />
        <TextField source="id" label="Page" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="title" validate={required()} fullWidth />
        <RichTextInput source="description" label="Text" fullWidth />
        <FormDataConsumer<{ id?: string }>>
          {({ formData }) => (formData.id === 'about' ? <ImageUploadInput /> : null)}
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
}
