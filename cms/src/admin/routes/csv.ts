import { CONSOLE_MSG } from '@common/messages';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { notifyStorefront } from '../../services/revalidate';
import { auditExport } from '../services/audit';
import { applyProductsCsv } from '../services/csv-apply';
import { checkProductsCsv, exportProductsCsv } from '../services/csv';
import type { AdminEnv } from '../env';

/** GET /products/export.csv and POST /products/import (dry run first, then one transaction). */
export function csvRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  app.get('/products/export.csv', async (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="products.csv"');
    const { csv, rows } = await exportProductsCsv(deps);
    await auditExport(deps.db, c.get('actor'), deps.now(), 'products', rows);
    return c.body(csv);
  });

  app.post('/products/import', async (c) => {
    const dryRun = ['1', 'true'].includes(c.req.query('dry_run') ?? '');
    const type = c.req.header('Content-Type') ?? '';
    if (!/^(text\/csv|text\/plain|application\/csv)\b/.test(type)) {
      throw new HttpError(415, CONSOLE_MSG.csv.contentType);
    }
    const csv = await c.req.text();
    if (csv.includes('\0')) throw new HttpError(400, CONSOLE_MSG.csv.nul);
    const checked = await checkProductsCsv(deps, csv);
    const { report } = checked;
    if (dryRun) return c.json(report);
    if (report.errors.length > 0)
      return c.json({ message: 'The CSV has errors; nothing was imported.', ...report }, 422);
    const applied = await applyProductsCsv(deps, c.get('actor'), checked);
    if (applied.creates + applied.updates > 0) void notifyStorefront(deps.config, ['products', 'catalogue']);
    return c.json(applied);
  });
  return app;
}
