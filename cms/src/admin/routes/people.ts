import { desc, eq, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CMS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { contactMessages, enquiries } from '../../db/schema';
import { HttpError } from '../../lib/http';
import {
  customerDetail,
  listContactMessages,
  listCustomers,
  listSubscribers,
  markContactMessage,
} from '../services/reads';
import { audit, auditExport } from '../services/audit';
import { formBody } from '../body';
import type { AdminEnv } from '../env';
import { pathId, textFilter } from '../services/list-query';
import { booleanFilter, csvAnswer, listAnswer, pageOf } from './common';

const readBody = z.object({ read: z.boolean() });
/** Subscribers read per query by the CSV export (walking ids down, never by offset). */
const BATCH = 1000;

async function subscribersCsv(deps: AppDeps) {
  const rows: string[][] = [];
  for (let last: number | undefined; ;) {
    const batch = await deps.db
      .select()
      .from(enquiries)
      .where(last === undefined ? undefined : lt(enquiries.id, last))
      .orderBy(desc(enquiries.id))
      .limit(BATCH);
    rows.push(...batch.map((r) => [r.email, r.createdAt.toISOString()]));
    last = batch.at(-1)?.id;
    if (batch.length < BATCH) return rows;
  }
}

/** /customers, /messages (the contact form's inbox) and /subscribers (the newsletter), for every staff member. */
export function peopleRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/customers', async (c) => {
    const { page, filter } = pageOf(c);
    const rows = await listCustomers(deps.db, { q: textFilter(filter, 'q') }, page);
    return listAnswer(c, 'customers', page, rows);
  });
  app.get('/customers/:id', async (c) => c.json(await customerDetail(deps.db, pathId(c))));

  app.get('/messages', async (c) => {
    const { page, filter } = pageOf(c);
    const query = { read: booleanFilter(filter, 'read'), q: textFilter(filter, 'q') };
    return listAnswer(c, 'messages', page, await listContactMessages(deps.db, query, page));
  });
  app.put('/messages/:id', async (c) => {
    const id = pathId(c);
    const { read } = await formBody(c, readBody);
    const [before] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!before) throw new HttpError(404, CMS_MSG.console.messageNotFound);
    const after = await markContactMessage(deps.db, id, read, deps.now());
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: read ? 'contact_message.read' : 'contact_message.unread',
      entity: 'contact_message',
      entityId: id,
      label: `Message from ${before.name}`,
      before: { read: before.readAt !== null },
      after: { read: after.read },
    });
    return c.json(after);
  });

  app.get('/subscribers/export.csv', async (c) => {
    const rows = await subscribersCsv(deps);
    await auditExport(deps.db, c.get('actor'), deps.now(), 'subscribers', rows.length);
    return csvAnswer(c, 'subscribers.csv', ['email', 'subscribed_at'], rows);
  });
  app.get('/subscribers', async (c) => {
    const { page, filter } = pageOf(c);
    const rows = await listSubscribers(deps.db, { q: textFilter(filter, 'q') }, page);
    return listAnswer(c, 'subscribers', page, rows);
  });
  return app;
}
