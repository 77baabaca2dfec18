import { useListContext } from 'react-admin';
import { DownloadButton } from '../../ui/link-button';

/** Downloads every row the list's current filters match, as the API writes it (not just the page shown). */
export function FilteredExportButton({ path, label = 'Export CSV' }: { path: string; label?: string }) {
  const { filterValues } = useListContext();
  const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
  return <DownloadButton href={`/api/admin/${path}?filter=${filter}`} label={label} />;
}
