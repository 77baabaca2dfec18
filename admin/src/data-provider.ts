import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, RaRecord, UpdateParams } from 'ra-core';
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
  const { [UPLOAD_FIELD]: _dropped, ...rest } = data as Record<string, unknown>;
  const rawFile = value && typeof value === 'object' ? (value as { rawFile?: unknown }).rawFile : undefined;
  if (!(rawFile instanceof File)) return rest as T;
  const upload = await uploadImage(rawFile);
  return { ...rest, image_upload_id: upload.id } as unknown as T;
}

const base = simpleRestProvider(API_URL, httpClient);

export type ConsoleDataProvider = DataProvider & {
  updateStock(items: StockChange[]): Promise<{ updated: number }>;
};

export const dataProvider: ConsoleDataProvider = {
  ...base,
  async create(resource: string, params: CreateParams) {
    return base.create(resource, { ...params, data: await withUpload(params.data) });
  },
  async update(resource: string, params: UpdateParams) {
    return base.update(resource, { ...params, data: await withUpload(params.data) });
  },
  async updateStock(items: StockChange[]) {
    const { json } = await httpClient(`${API_URL}/products/stock`, {
      method: 'POST',
      body: JSON.stringify({ items }),
    });
    return json as { updated: number };
  },
};
