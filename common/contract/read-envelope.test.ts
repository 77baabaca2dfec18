/** @jest-environment node */
import * as z from 'zod/mini';
import { withData } from './envelope';
import { readEnvelope } from './read-envelope';

const schema = withData(z.object({ id: z.number() }));
const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('readEnvelope', () => {
  it('returns the parsed data of a success that fits the schema', async () => {
    await expect(readEnvelope(answer(200, { status: true, data: { id: 7 } }), schema)).resolves.toEqual({
      ok: true,
      data: { status: true, data: { id: 7 } },
    });
  });

  it('calls a success that does not fit the schema unexpected', async () => {
    await expect(readEnvelope(answer(200, { status: true, data: { id: 'x' } }), schema)).resolves.toEqual({
      ok: false,
      kind: 'unexpected',
    });
    await expect(readEnvelope(answer(200, 'not json'), schema)).resolves.toEqual({
      ok: false,
      kind: 'unexpected',
    });
  });

  it("keeps the API's failure envelope of a refusal, with its field errors", async () => {
    const failure = { status: false, message: 'Invalid Email', errors: { email: 'Invalid Email' } };
    await expect(readEnvelope(answer(422, failure), schema)).resolves.toEqual({
      ok: false,
      kind: 'refused',
      status: 422,
      failure,
    });
  });

  it('reports a refusal whose body is not the envelope without a failure', async () => {
    await expect(readEnvelope(answer(502, '<html>Bad gateway</html>'), schema)).resolves.toEqual({
      ok: false,
      kind: 'refused',
      status: 502,
      failure: undefined,
    });
    await expect(readEnvelope(answer(404, { message: 'no status field' }), schema)).resolves.toEqual({
      ok: false,
      kind: 'refused',
      status: 404,
      failure: undefined,
    });
  });
});
