import { Hono, type Context } from 'hono';
import { contactMessageSchema, enquirySchema } from '@common/contract';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { jsonBody } from '../lib/http';
import { content } from '../services/content';
import { sendSafely } from '../services/mailer';
import { createShopLimits, databaseStore } from '../services/rate-limits';

/** Banners, choose-us, the five content pages, contact messages and newsletter sign-ups. */
export function contentRoutes(deps: AppDeps) {
  const pages = content(deps);
  // Each message is stored and mailed to the shop, each sign-up stored: both are limited per client address.
  const limits = createShopLimits(databaseStore(deps.db));
  const address = (c: Context) => clientAddress(c, deps.config);
  const app = new Hono();

  app.get('/carousel/get', async (c) => c.json({ status: true, data: await pages.banners() }));
  app.get('/choose/get', async (c) => c.json({ status: true, data: await pages.chooseUs() }));
  app.get('/toc-page/get', async (c) => c.json({ status: true, data: await pages.policy('toc') }));
  app.get('/privacy/get', async (c) => c.json({ status: true, data: await pages.policy('privacy') }));
  app.get('/refund/get', async (c) => c.json({ status: true, data: await pages.policy('refund') }));
  app.get('/about-page/get', async (c) => c.json({ status: true, data: await pages.about() }));
  app.get('/contact-page/get', async (c) => c.json({ status: true, data: await pages.contact() }));

  app.post('/contactMessage/store', async (c) => {
    const input = await jsonBody(c, contactMessageSchema);
    await limits.takeContactMessage(address(c));
    await pages.storeContactMessage(input);
    await sendSafely(deps.mailer, {
      to: deps.config.shopEmail,
      // A line break in a header would let the sender add headers of their own.
      subject: `Contact message from ${input.name.replace(/\s+/g, ' ')}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    });
    return c.json(
      { status: true, message: 'Thank you for your message. We will get back to you soon.' },
      201,
    );
  });

  app.post('/enquiry/store', async (c) => {
    const { email } = await jsonBody(c, enquirySchema);
    await limits.takeSignup(address(c));
    await pages.subscribe(email);
    return c.json({ status: true, message: 'Thank you for subscribing' });
  });

  return app;
}
