import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Button,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  FilterButton,
  ImageField,
  List,
  NullableBooleanInput,
  type RaRecord,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  maxValue,
  minValue,
  number,
  required,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { Alert, Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { errorMessage } from '../http';
import { CONSOLE_TEXT } from '../texts';
import { RichTextInput } from '../ui/rich-text-input';
import { ImageUploadInput } from '../ui/image-upload-input';
import { DownloadButton, PageButton } from '../ui/link-button';
import { SlugInput } from '../ui/slug-input';
import { SaveStockButton, StockCell, StockEditing } from '../ui/stock-editing';

const byName = { field: 'name', order: 'ASC' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or slug" />,
  <ReferenceInput
    key="category"
    source="category_id"
    reference="categories"
    label="Category"
    sort={byName}
    perPage={100}
  >
    <SelectInput optionText="name" label="Category" />
  </ReferenceInput>,
  <SelectInput
    key="stock"
    source="stock"
    label="Stock"
    choices={[
      { id: 'in', name: 'In stock' },
      { id: 'out', name: 'Out of stock' },
      { id: 'low', name: 'Low stock' },
    ]}
  />,
  <NullableBooleanInput key="archived" source="archived" label="Archived" />,
];

function ProductListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SaveStockButton />
      <CreateButton />
      <PageButton to="/products/import" label="Import CSV" />
      <DownloadButton href="/api/admin/products/export.csv" label="Export CSV" />
    </TopToolbar>
  );
}

export function ProductList() {
  return (
    <StockEditing>
      <List filters={filters} actions={<ProductListActions />} sort={{ field: 'updated_at', order: 'DESC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ImageField
            source="image"
            title="name"
            label="Photo"
            sortable={false}
            sx={{ '& img': { maxWidth: 48, maxHeight: 48 } }}
          />
          <TextField source="name" />
          <TextField source="slug" />
          <NumberField source="price" options={{ style: 'currency', currency: 'USD' }} />
          <StockCell source="quantity" label="Stock" />
          <ReferenceField source="category_id" reference="categories" label="Category" sortable={false} />
          <BooleanField source="featured" label="Featured" />
          <BooleanField source="offer" label="Our Products" />
          <NumberField source="home_order" label="Home order" />
          <BooleanField source="archived" />
        </Datagrid>
      </List>
    </StockEditing>
  );
}

const price = [required(), number(), minValue(0)];
const whole = [number(), minValue(0)];

function ProductFields() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <SlugInput />
      <NumberInput source="price" label="Price ($)" step={0.01} min={0} validate={price} />
      <NumberInput source="quantity" label="Stock" step={1} min={0} validate={[required(), ...whole]} />
      <ReferenceInput source="category_id" reference="categories" sort={byName} perPage={100}>
        <AutocompleteInput optionText="name" label="Category" validate={required()} />
      </ReferenceInput>
      <RichTextInput source="detail" label="Description" fullWidth />
      <NumberInput source="unit_in_gram" label="Net weight (g)" step={1} min={0} validate={whole} />
      <TextInput source="ingredients" multiline fullWidth />
      <TextInput
        source="search_terms"
        label="Search terms"
        helperText="Other names shoppers may search for (e.g. tulasi for Tulsi); the shop's search matches them like the name."
        fullWidth
      />
      <ImageUploadInput label="Photo" />
      <BooleanInput source="featured" label="Show in 'Featured Products'" />
      <BooleanInput source="offer" label="Show in 'Our Products'" />
      <NumberInput
        source="home_order"
        label="Home order"
        step={1}
        validate={[number(), minValue(0), maxValue(1_000_000)]}
      />
    </>
  );
}

/** Hides the product from the shop; the notification's Undo cancels it before it is sent. */
function ArchiveButton() {
  const record = useRecordContext<RaRecord & { archived?: boolean }>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || record.archived) return null;
  const archive = () =>
    update(
      'products',
      { id: record.id, data: { archived: true }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(CONSOLE_TEXT.product.archived, { type: 'info', undoable: true }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button label={CONSOLE_TEXT.product.archive} onClick={archive} disabled={isPending}>
      <ArchiveIcon />
    </Button>
  );
}

/** Shows an archived product in the shop again. */
function RestoreButton() {
  const record = useRecordContext<RaRecord & { archived?: boolean }>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record?.archived) return null;
  const restore = () =>
    update(
      'products',
      { id: record.id, data: { archived: false }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(CONSOLE_TEXT.product.restored, { type: 'info' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button label={CONSOLE_TEXT.product.restore} onClick={restore} disabled={isPending}>
      <UnarchiveIcon />
    </Button>
  );
}

/** Deletes for good, after saying so; the API refuses a product an order refers to, with its reason. */
function DeleteForGoodButton() {
  return (
    <DeleteButton
      label={CONSOLE_TEXT.product.delete}
      mutationMode="pessimistic"
      confirmTitle={CONSOLE_TEXT.product.deleteTitle}
      confirmContent={CONSOLE_TEXT.product.deleteContent}
    />
  );
}

function ArchivedNote() {
  const record = useRecordContext<RaRecord & { archived?: boolean }>();
  if (!record?.archived) return null;
  return <Alert severity="warning">{CONSOLE_TEXT.product.archivedNote}</Alert>;
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ArchiveButton />
        <RestoreButton />
        <DeleteForGoodButton />
      </Box>
    </Toolbar>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ quantity: 0, featured: false, offer: false, home_order: 0 }}>
        <ProductFields />
      </SimpleForm>
    </Create>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />}>
        <ArchivedNote />
        <ProductFields />
      </SimpleForm>
    </Edit>
  );
}
