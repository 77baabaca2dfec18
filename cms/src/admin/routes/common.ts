import { CONSOLE_MSG } from '@common/messages';
import type { Context } from 'hono';
import Papa from 'papaparse';
import type { Actor as OperationActor } from '../../services/order-operations';
import type { Page, Paged } from '../services/reads';
import { HttpError } from '../../lib/http';
import type { AdminEnv } from '../env';
import { listQuery, setContentRange } from '../services/list-query';

/** The part 2 console's lists are read models with one fixed order (newest first); `sort` is not used. */
export function pageOf(c: Context): { page: Page; filter: Record<string, unknown> } {
  const q = listQuery(c);
  return { page: { offset: q.range.offset, limit: q.range.limit }, filter: q.filter };
}

/** Answers one page in ra-data-simple-rest's dialect: the rows as a JSON array, the total in Content-Range. */
export function listAnswer<T>(c: Context, resource: string, page: Page, paged: Paged<T>) {
  setContentRange(c, resource, page.offset, paged.rows.length, paged.total);
  return c.json(paged.rows);
}

/** The signed-in staff member as the order operations record them on the timeline. */
export function staffActor(c: Context<AdminEnv>): OperationActor {
  const member = c.get('staff');
  return { kind: 'staff', id: member.id, email: member.email, client_address: c.get('client') };
}

export { dateFilter } from '../services/list-query';

/** A yes/no filter (react-admin's boolean inputs send true/false; links may send the strings). */
export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new HttpError(400, CONSOLE_MSG.list.boolean(key));
}

/** A CSV download; formulae are escaped so a name like "=HYPERLINK(...)" stays text in a spreadsheet. */
export function csvAnswer(c: Context, filename: string, fields: string[], rows: unknown[][]) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(Papa.unparse({ fields, data: rows }, { escapeFormulae: true }));
}
