import { Datagrid, DateField, EmailField, List, SearchInput, TopToolbar } from 'react-admin';
import { DownloadButton } from '../../ui/link-button';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Email" />];

function Actions() {
  return (
    <TopToolbar>
      <DownloadButton href="/api/admin/subscribers/export.csv" label="Export CSV" />
    </TopToolbar>
  );
}

/** The newsletter's subscribers, newest first; the export has all of them. */
export function SubscriberList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      exporter={false}
      title="Newsletter subscribers"
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <EmailField source="email" sortable={false} />
        <DateField source="created_at" label="Subscribed" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
