import { Edit, SimpleForm, TextInput, email } from 'react-admin';

/** The contact page's details and the shop's social links: one record, id 1, edited in place. */
export function ContactEdit() {
  return (
    <Edit resource="contact" id={1} mutationMode="pessimistic" redirect={false} title="Contact page">
      <SimpleForm>
        <TextInput source="phone" />
        <TextInput source="email" validate={email()} />
        <TextInput source="address" multiline fullWidth />
        <TextInput source="map_embed_url" label="Map embed address" fullWidth />
        <TextInput source="facebook" label="Facebook link" fullWidth />
        <TextInput source="instagram" label="Instagram link" fullWidth />
        <TextInput source="youtube" label="YouTube link" fullWidth />
      </SimpleForm>
    </Edit>
  );
}
