// The reference of the Lighthouse section: a bare Next 16 page (one `app/page` of text), built with the
// project's own `next` and started with `next start` in the same run as the storefront, so the shop's
// JavaScript, TBT, LCP and score are read against what Next alone costs on this machine at this moment.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, root, run, stop, waitForUrl } from '../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';
import { log } from './log.mjs';
import { fetchPlain } from './shop.mjs';

/**
 * Inside the repo (git-ignored, and ignored by ESLint, Prettier and tsc), so that module resolution finds
 * the repo's node_modules and thus the project's own `next`, React and React DOM.
 */
export const BARE_DIR = path.join(root, 'bench/.tmp/bare-next');
export const BARE_LABEL = 'Bare Next page (reference)';
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const BUILD_RECORD = path.join(BARE_DIR, '.next/bench-bare-build.json');

/**
 * The whole app. The title and description are there so SEO is judged as fairly as on the shop's pages.
 * The empty next.config.mjs is there because Next looks for its config upwards from the app's folder
 * (find-up): without one here it would load the repo's next.config.mjs (cacheComponents, headers,
 * rewrites, image settings). An empty config is Next's defaults, as with no config at all. Without a
 * tsconfig.json in this folder Next reads none (it does not look upwards for that one), and the app has
 * no CSS, so no PostCSS config is looked for.
 */
export const BARE_FILES = {
  'next.config.mjs': `// Empty on purpose: Next's defaults. Without this file Next would find the repo's next.config.mjs.
export default {};
`,
  'app/layout.jsx': `export const metadata = {
  title: 'A bare Next page',
  description: 'One page of text built with Next alone: the reference the storefront is measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>
        This page is one heading and two paragraphs of text, rendered by Next with no configuration, no
        styles, no images and no components of its own. Whatever JavaScript it loads is what Next and React
        send to every page of an app.
      </p>
      <p>
        The benchmark builds it with the same version of Next as the storefront and measures it with
        Lighthouse in the same run, so the storefront's figures can be read against it.
      </p>
    </main>
  );
}
`,
};

function nextVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
}

/** What a build depends on: the files above and the version of Next. */
function fingerprint() {
  const hash = createHash('sha256').update(nextVersion());
  for (const [name, text] of Object.entries(BARE_FILES)) hash.update(name).update(text);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The environment of the bare app's processes: the caller's, without what configures the storefront
 * (its dist folder, port, CMS), so the bare app runs on Next's defaults. Next builds the repository's
 * instrumentation.ts into the bare app too (it looks for it from the workspace root), which refuses a
 * production start without the shop's two secrets: throwaway ones, since the bare page uses neither.
 */
function bareEnv() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    CLIENT_ADDRESS_SECRET: randomBytes(24).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
  };
  for (const key of Object.keys(env))
    if (/^(NEXT_DIST_DIR|PORT|HOSTNAME|CMS_|SITE_URL|STOREFRONT_|REDIS_URL|DATABASE_URL)/.test(key))
      delete env[key];
  return env;
}

function spawnNext(args, label) {
  const child = run(process.execPath, [nextBin, ...args], bareEnv(), {
    quiet: true,
    name: label,
    inheritEnv: false,
  });
  const forget = onCleanup(`${label} (pid ${child.pid})`, () => stop(child));
  return { child, forget };
}

/** Writes the app (only the files above) and builds it, unless `reuse` and an earlier build of the same app and Next is there. */
async function prepare({ reuse }) {
  const want = fingerprint();
  if (reuse && existsSync(path.join(BARE_DIR, '.next/BUILD_ID'))) {
    try {
      if (JSON.parse(readFileSync(BUILD_RECORD, 'utf8')).fingerprint === want) {
        log('reusing the bare Next page build in bench/.tmp/bare-next');
        return;
      }
    } catch {
      // no record: build afresh
    }
  }
  rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(BARE_FILES)) {
    const file = path.join(BARE_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  log(`building the bare Next page (next ${nextVersion()}) in bench/.tmp/bare-next`);
  const { child, forget } = spawnNext(['build', BARE_DIR], 'next build of the bare page');
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('exit', (c) => resolve(c));
  });
  await forget();
  if (code !== 0) throw new Error(`next build failed (${code}):\n${child.logTail.join('\n')}`);
  writeFileSync(BUILD_RECORD, JSON.stringify({ fingerprint: want, next: nextVersion() }));
}

/**
 * Builds (or reuses) and starts the bare page. Never throws: when it cannot be measured, the returned
 * page says why in `error`, and every target relative to it is then not met.
 */
export async function startBareNext({ reuse }) {
  const page = { name: 'bare', label: BARE_LABEL, path: '/', isReference: true };
  let forget = async () => {};
  try {
    await prepare({ reuse });
    const port = await freePort();
    const url = `http://localhost:${port}`;
    log(`starting the bare Next page (${url})`);
    const started = spawnNext(['start', BARE_DIR, '-p', String(port)], 'bare Next page');
    forget = started.forget;
    try {
      await waitForUrl(`${url}/`, { child: started.child, timeoutMs: 60_000 });
    } catch (err) {
      throw new Error(`${err.message}\n${started.child.logTail.join('\n')}`);
    }
    const res = await fetchPlain(`${url}/`);
    Object.assign(page, { url: `${url}/`, status: res.status, bytes: res.body.length });
  } catch (err) {
    await forget();
    forget = async () => {};
    console.error(`[bench] the bare Next page cannot be measured: ${err.message}`);
    page.error = err.message.split('\n')[0];
  }
  return { page, stop: () => forget() };
}
