// The browser's zod: which exports the sources call, and that the written module has each of them.
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { root } from './stack.mjs';
import { membersUsed, writeZodBrowser, zodExportsUsed } from './zod-browser.mjs';

describe('membersUsed', () => {
  it("lists a file's z.members when it imports zod/mini as a namespace", () => {
    const source = [
      "import * as z from 'zod/mini';",
      'export const a = z.object({ id: z.number().check(z.int()) });',
      'export type A = z.infer<typeof a>;',
    ].join('\n');
    assert.deepEqual(membersUsed(source, 'a.ts'), ['object', 'number', 'int', 'infer']);
  });

  it('reads nothing from files that import only zod/mini types, or the full zod (server code)', () => {
    assert.deepEqual(membersUsed("import type * as z from 'zod/mini';\nlet a: z.ZodMiniType;", 'b.ts'), []);
    assert.deepEqual(membersUsed("import { z } from 'zod';\nz.object({});", 'c.ts'), []);
  });

  it('refuses any other way of importing zod/mini, whose members it could not see', () => {
    assert.throws(
      () => membersUsed("import { object } from 'zod/mini';", 'd.ts'),
      /d\.ts: import zod\/mini as/,
    );
    assert.throws(
      () => membersUsed("import * as z from 'zod/mini';\nconst m = import('zod/mini');", 'e.ts'),
      /e\.ts/,
    );
  });
});

describe("the shop's browser zod", () => {
  it("keeps the functions the shop calls and none of zod's namespaces or types", async () => {
    const used = await zodExportsUsed(root);
    for (const name of ['object', 'string', 'number', 'int', 'array', 'nullable', 'safeParse'])
      assert.ok(used.includes(name), name);
    for (const name of ['core', 'util', 'regexes', 'locales', 'infer']) assert.ok(!used.includes(name), name);
  });

  it('is written with every one of them, and parses as zod/mini does', async () => {
    const { file, exports } = await writeZodBrowser(root);
    assert.equal(path.relative(root, file), 'node_modules/.cache/storefront/zod-mini.browser.mjs');
    const z = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
    for (const name of exports) assert.ok(z[name] !== undefined, `${name} is missing`);
    assert.equal(z.core, undefined);
    const line = z.object({ id: z.number().check(z.int(), z.positive()), name: z.string() });
    assert.equal(z.safeParse(line, { id: 3, name: 'Basil' }).success, true);
    assert.equal(z.safeParse(line, { id: 1.5, name: 'Basil' }).success, false);
  });
});
