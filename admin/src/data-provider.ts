import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type CreateParams, type DataProvider, type RaRecord, type UpdateParams } from 'ra-core';
import { API_URL, httpClient } from './http';

/** The form field an image input writes to (ImageInput's `{ rawFile, src, title }`), never sent as such. */
export const UPLOAD_FIELD = 'upload';

export interface Upload {
  id: number;
  url: string;
}

export interface StockChange {
  id: number;
  quantity: number;
}

/** Sends an image to the API, which checks and re-encodes it and answers its id and address. */
export async function uploadImage(file: File): Promise<Upload> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
  return json as Upload;
}

/**
 * A record's new image, chosen in its form, is uploaded first; the record then refers to it by
 * `image_upload_id` (react-admin's documented way to send files through a JSON API).
 */
async function withUpload<T extends Partial<RaRecord>>(data: T): Promise<T> {
  const value = (data as Record<string, unknown>)[UPLOAD_FIELD];
  // The record's own image_upload_id, read with it, is never sent back: `image` says which image it keeps,
  // and an id is sent only for a file chosen now (an echoed one was once the placeholder's, and refused).
  const { [UPLOAD_FIELD]: _dropped, image_upload_id: _echoed, ...rest } = data as Record<string, unknown>;
  const rawFile = value && typeof value === 'object' ? (value as { rawFile?: unknown }).rawFile : undefined;
  if (!(rawFile instanceof File)) return rest as T;
  const upload = await uploadImage(rawFile).catch((error: unknown) => {
    // A refused photo (415 'could not be read', 413 too large) is shown under the photo input.
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.message, error.status, {
      ...error.body,
      errors: { [UPLOAD_FIELD]: error.message },
    });
  });
  return { ...rest, image_upload_id: upload.id } as unknown as T;
}

/** API fields the forms have no input for, and the input that shows their errors. */
const FIELD_OF = { image: UPLOAD_FIELD, image_upload_id: UPLOAD_FIELD } as Record<string, string>;

/**
 * A save's field errors, moved onto the form's inputs: an error on `image_upload_id` (no input of that name)
 * left the form saying 'The form is not valid' with no field marked. Other errors pass as they are.
 */
export async function onFormFields<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body?.errors) throw error;
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.body.errors as Record<string, string>)) {
      errors[FIELD_OF[field] ?? field] ??= message;
    }
    throw new HttpError(error.message, error.status, { ...error.body, errors });
  }
}

/**
 * Archive and Restore send a product's `{ archived }` alone (a form sends the whole record): they are their
 * own calls, so the audit log says which. No `meta` marks them: react-admin keys its cache by meta too, and
 * the page would not show the change until it reloaded.
 */
function archiveAction(data: unknown): 'archive' | 'restore' | null {
  if (!data || typeof data !== 'object') return null;
  const keys = Object.keys(data);
  const archived = (data as { archived?: unknown }).archived;
  if (keys.length !== 1 || typeof archived !== 'boolean') return null;
  return archived ? 'archive' : 'restore';
}

const base = simpleRestProvider(API_URL, httpClient);

export type ConsoleDataProvider = DataProvider & {
  updateStock(items: StockChange[]): Promise<{ updated: number }>;
};

export const dataProvider: ConsoleDataProvider = {
  ...base,
  async create(resource: string, params: CreateParams) {
    return onFormFields(async () =>
      base.create(resource, { ...params, data: await withUpload(params.data) }),
    );
  },
  /** A product's `{ archived }` alone (its Archive and Restore buttons) posts that action instead of a save. */
  async update(resource: string, params: UpdateParams) {
    const action = resource === 'products' ? archiveAction(params.data) : null;
    if (action) {
      const { json } = await httpClient(`${API_URL}/products/${encodeURIComponent(params.id)}/${action}`, {
        method: 'POST',
      });
      return { data: json };
    }
    return onFormFields(async () =>
      base.update(resource, { ...params, data: await withUpload(params.data) }),
    );
  },
  async updateStock(items: StockChange[]) {
    const { json } = await httpClient(`${API_URL}/products/stock`, {
      method: 'POST',
      body: JSON.stringify({ items }),
    });
    return json as { updated: number };
  },
};
