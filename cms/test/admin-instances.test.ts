import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createApp } from '../src/app';
import { writeControlFile } from '../src/admin/services/control-file';
import { openDatabase, type Database } from '../src/db/client';
import { listen } from '../src/listen';
import { codeAt, OWNER_PASSWORD, setupToken } from './support/admin';
import { MemoryMailer, testConfig, testDbKind, throwawayDatabaseUrl, freshDatabase } from './support/harness';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** Two handles on one new database (one shared handle on PGlite, whose folder belongs to one process). */
async function sharedDatabase(): Promise<[Database, Database]> {
  if (testDbKind === 'postgres') {
    const throwaway = await throwawayDatabaseUrl();
    const a = await openDatabase({ databaseUrl: throwaway.url });
    const b = await openDatabase({ databaseUrl: throwaway.url });
    cleanups.push(async () => {
      await a.close();
      await b.close();
      await throwaway.drop();
    });
    return [a, b];
  }
  const d = await freshDatabase();
  cleanups.push(() => d.close());
  return [d, d];
}

const origin = { Origin: 'http://cms.test', 'Sec-Fetch-Site': 'same-origin' };

describe(`console across instances and the owner command (${testDbKind})`, () => {
  test('an image uploaded through one instance is served by another', async () => {
    const [da, db] = await sharedDatabase();
    const apps = [da, db].map((d) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-admin-inst-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const config = testConfig(dataDir);
      return {
        app: createApp({ db: d.db, config, mailer: new MemoryMailer(), now: () => new Date() }),
        config,
        d,
      };
    });
    const first = apps[0]!;
    const { ownerSetupLink } = await import('../src/admin/services/setup');
    const deps = { db: first.d.db, config: first.config, mailer: new MemoryMailer(), now: () => new Date() };
    const token = setupToken(
      await ownerSetupLink(deps, 'owner@example.com', { staffId: null, staffEmail: 't', clientAddress: 't' }),
    );
    const view = (await (await first.app.request(`/api/admin/setup/${token}`)).json()) as { secret: string };
    const now = Date.now();
    const setup = await first.app.request(`/api/admin/setup/${token}`, {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        password: OWNER_PASSWORD,
        confirm_password: OWNER_PASSWORD,
        code: codeAt(view.secret, new Date(now)),
      }),
    });
    assert.equal(setup.status, 200);
    const login = await first.app.request('/api/admin/login', {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'owner@example.com',
        password: OWNER_PASSWORD,
        code: codeAt(view.secret, new Date(now + 30_000)),
      }),
    });
    assert.equal(login.status, 200, await login.text());
    const cookie = /hg_staff=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const up = await first.app.request('/api/admin/uploads', {
      method: 'POST',
      headers: { ...origin, Cookie: cookie },
      body: form,
    });
    assert.equal(up.status, 201);
    const { url } = (await up.json()) as { url: string };
    const served = await apps[1]!.app.request(new URL(url).pathname);
    assert.equal(served.status, 200, 'the second instance serves it from the shared database');
    assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, 'webp');
  });

  test(
    // On PGlite through the running CMS (its folder is open there); on PostgreSQL the command writes itself.
    'npm run owner while a CMS runs prints a setup link that works',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-owner-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const config = testConfig(dataDir);
      const pg = testDbKind === 'postgres' ? await throwawayDatabaseUrl() : null;
      if (pg) cleanups.push(() => pg.drop());
      const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir });
      cleanups.push(() => database.close());
      const app = createApp({ db: database.db, config, mailer: new MemoryMailer(), now: () => new Date() });
      const server = listen(app, 0, '127.0.0.1', () => undefined);
      await new Promise((r) => server.once('listening', r));
      cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
      const port = (server.address() as { port: number }).port;
      const removeControl = writeControlFile(dataDir, port);
      cleanups.push(removeControl);

      const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'cms/src/admin/owner-cli.ts', '--email', 'Boss@Example.com'],
          {
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              CMS_PUBLIC_URL: 'http://cms.test',
              DATABASE_URL: pg?.url ?? '',
              NODE_ENV: 'test',
            },
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
      assert.equal(out.code, 0, out.stderr);
      const link = /http:\/\/cms\.test\/admin\/#\/setup\/(\S+)/.exec(out.stdout);
      assert.ok(link, out.stdout);
      const view = await app.request(`/api/admin/setup/${link[1]}`);
      assert.equal(view.status, 200, 'the running CMS knows the link: it made it');
      assert.equal(((await view.json()) as { email: string }).email, 'boss@example.com');

      // The loopback call without the control file's secret is refused.
      const forged = await fetch(`http://127.0.0.1:${port}/api/admin/owner-command`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-owner-command-secret': 'guess' },
        body: JSON.stringify({ email: 'evil@example.com' }),
      });
      assert.equal(forged.status, 404);
    },
  );
});
