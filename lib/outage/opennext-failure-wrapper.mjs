// @ts-check
// The Lambda host's wrapper (open-next.config.ts): OpenNext's own `aws-lambda-compressed` wrapper, which
// compresses what the function answers (brotli or gzip, as the browser accepts), around the server
// function, whose failed page answers become the shop's 503 page (lib/outage/lambda-failure.mjs). Bundled by
// OpenNext's build (its wrapper's own imports have no file extensions, so Node cannot load it directly).
import compressed from '@opennextjs/aws/overrides/wrappers/aws-lambda-compressed.js';
import { answerFailure } from './lambda-failure.mjs';
import { notePagesCachedElsewhere } from '../cache/render-dating.mjs';

// Pages here go through OpenNext's page cache, which dates them as Next does: the CMS must repeat its purges
// (docs/adr/0108-pages-dated-from-render-start.md).
notePagesCachedElsewhere();

const wrapper = {
  name: 'shop-aws-lambda',
  supportStreaming: false,
  /** @type {typeof compressed.wrapper} */
  wrapper: (handler, converter) =>
    compressed.wrapper(async (event, options) => {
      const result = await handler(event, options);
      return /** @type {any} */ (
        await answerFailure(/** @type {any} */ (event), /** @type {any} */ (result))
      );
    }, converter),
};

export default wrapper;
