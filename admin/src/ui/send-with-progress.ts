import { API_URL } from '../http';

export interface ImportReport {
  rows: number;
  creates: number;
  updates: number;
  /** Rows that change nothing (an export imported back as it was). */
  unchanged: number;
  /** `row` as a spreadsheet numbers it (the header is row 1); `product` is the row's slug or name. */
  errors: { row: number; field: string; message: string; product?: string }[];
}

export type Phase = { step: 'uploading'; percent: number } | { step: 'processing' };

export class ImportFailed extends Error {
  constructor(
    message: string,
    readonly report?: ImportReport,
  ) {
    super(message);
  }
}

/**
 * Sends a CSV file to the import endpoint, reporting the upload's progress and then that the API is
 * working on it (fetch cannot report an upload's progress; XMLHttpRequest can). Answers the report, or
 * rejects with the API's message and, for a 422, its report.
 */
export function sendCsv(file: File, dryRun: boolean, onPhase: (phase: Phase) => void): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/products/import${dryRun ? '?dry_run=1' : ''}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPhase({ step: 'uploading', percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.upload.onload = () => onPhase({ step: 'processing' });
    xhr.onerror = () => reject(new ImportFailed('The console could not reach the shop. Please try again.'));
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Partial<ImportReport> & { message?: string };
      if (xhr.status === 200) return resolve(body as ImportReport);
      const report = Array.isArray(body.errors) ? (body as ImportReport) : undefined;
      reject(new ImportFailed(body.message ?? `The import failed (${xhr.status})`, report));
    };
    onPhase({ step: 'uploading', percent: 0 });
    xhr.send(file);
  });
}
