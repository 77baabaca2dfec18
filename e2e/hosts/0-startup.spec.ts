import { freePort } from '../../scripts/lib/stack.mjs';
import { loadHost } from '../../scripts/hosts/hosts.mjs';
import { SHOP_ENV } from './support/global-setup';
import { expect, test } from './support/test';

/** A production storefront without one of its secrets refuses to start, on every host, naming it. */
for (const secret of ['CLIENT_ADDRESS_SECRET', 'REVALIDATE_SECRET']) {
  test(`the host refuses to start without ${secret}, naming it`, async ({ hostFile }) => {
    test.setTimeout(240_000);
    const { startHost } = await loadHost(hostFile);
    const env = JSON.parse(process.env[SHOP_ENV]!) as Record<string, string>;
    // Empty rather than absent, so that the caller's environment cannot fill it in.
    const started = startHost({
      env: { ...env, [secret]: '' },
      port: await freePort(),
      cmsUrl: env.CMS_API_URL!,
    });
    const failure = await started.then(
      async (host) => {
        await host.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(failure).toContain(`without ${secret}`);
  });
}
