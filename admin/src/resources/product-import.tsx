import { useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  ListContextProvider,
  NumberField,
  Pagination,
  ResourceContextProvider,
  TextField,
  Title,
  useList,
  useNotify,
} from 'react-admin';
import { ImportFailed, sendCsv, type ImportReport, type Phase } from '../ui/send-with-progress';

function Progress({ phase }: { phase: Phase }) {
  if (phase.step === 'processing')
    return (
      <Box>
        <Typography variant="body2">Checking the rows…</Typography>
        <LinearProgress aria-label="Checking the rows" />
      </Box>
    );
  return (
    <Box>
      <Typography variant="body2">Uploading… {phase.percent}%</Typography>
      <LinearProgress variant="determinate" value={phase.percent} aria-label="Uploading the file" />
    </Box>
  );
}

/**
 * One line per problem the API found: the row as a spreadsheet shows it (the header is row 1), the row's
 * product, its column and what is wrong.
 */
function ReportTable({ report }: { report: ImportReport }) {
  const data = report.errors.map((e, i) => ({ id: i + 1, ...e }));
  const list = useList({ data, perPage: 25, sort: { field: 'row', order: 'ASC' } });
  // Not a resource of the API: named only because react-admin's list components need a resource.
  return (
    <ResourceContextProvider value="import-report">
      <ListContextProvider value={list}>
        <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Import report">
          <NumberField source="row" label="Row" />
          <TextField source="product" label="Product" emptyText="—" />
          <TextField source="field" label="Field" />
          <TextField source="message" label="Message" />
        </Datagrid>
        <Pagination rowsPerPageOptions={[25, 100]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function Summary({ report, applied }: { report: ImportReport; applied: boolean }) {
  const counts = `${report.rows} rows: ${report.creates} to create, ${report.updates} to update, ${report.unchanged} unchanged`;
  if (applied)
    return (
      <Alert severity="success">
        Imported: {report.creates} created, {report.updates} updated, {report.unchanged} unchanged.
      </Alert>
    );
  if (report.errors.length > 0)
    return (
      <Alert severity="error">
        {counts}. {report.errors.length} problem{report.errors.length === 1 ? '' : 's'} to fix before the
        import can be applied; nothing was changed.
      </Alert>
    );
  return <Alert severity="info">{counts}. No problems found: apply it to make the changes.</Alert>;
}

interface ImportState {
  file?: File;
  phase?: Phase;
  report?: ImportReport;
  applied: boolean;
}

/** Runs a dry run or the real import of the chosen file and keeps what it answered. */
function useImport() {
  const [state, setState] = useState<ImportState>({ applied: false });
  const notify = useNotify();
  const run = async (dryRun: boolean) => {
    if (!state.file) return;
    setState((s) => ({ ...s, report: dryRun ? undefined : s.report, applied: false }));
    try {
      const report = await sendCsv(state.file, dryRun, (phase) => setState((s) => ({ ...s, phase })));
      setState((s) => ({ ...s, phase: undefined, report, applied: !dryRun }));
      if (!dryRun) notify('Import applied', { type: 'success' });
    } catch (error) {
      const failed = error instanceof ImportFailed ? error : new ImportFailed(String(error));
      setState((s) => ({ ...s, phase: undefined, report: failed.report ?? s.report }));
      notify(failed.message, { type: 'error' });
    }
  };
  const choose = (file?: File) => setState({ file, applied: false });
  return { ...state, run, choose };
}

/**
 * `#/products/import`: a CSV in the export's columns creates and updates products by slug. A dry run
 * always comes first and reports every problem; the import is then applied in one transaction.
 */
export function ProductImport() {
  const { file, phase, report, applied, run, choose } = useImport();
  const busy = Boolean(phase);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Import products" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Columns: slug, name, price, quantity, category_slug, unit_in_gram, ingredients, featured, offer,
            home_order, detail, search_terms (the same as the export). A product whose slug exists is updated;
            others are created. Of an updated product, a column the file leaves out keeps its value.
          </Typography>
          <label>
            <Typography component="span" variant="body2" sx={{ mr: 1 }}>
              CSV file
            </Typography>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          <Stack direction="row" spacing={1}>
            <Button
              label="Check (dry run)"
              variant="contained"
              disabled={!file || busy}
              onClick={() => void run(true)}
            />
            <Button
              label="Apply"
              variant="contained"
              color="secondary"
              disabled={!file || busy || !report || report.errors.length > 0 || applied}
              onClick={() => void run(false)}
            />
          </Stack>
          {phase && <Progress phase={phase} />}
          {report && <Summary report={report} applied={applied} />}
          {report && report.errors.length > 0 && <ReportTable report={report} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
