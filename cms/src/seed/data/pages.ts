/** Policy and about pages, written as a small real shop would word them. */
import { RETURN_WINDOW_DAYS } from '@common/constants';

export const ABOUT_IMAGE = '/uploads/about/about.webp';

const SHOP = 'Himalayan Garden';
const EMAIL = 'hello@himalayangarden.example';

export const termsPage = {
  kind: 'toc' as const,
  title: 'Terms and Conditions',
  description: `<p>Welcome to ${SHOP}. These terms apply to every purchase made on our website. By placing an order you agree to them, so please read them carefully. They were last updated on June 1, 2026.</p>
<h3>Orders and prices</h3>
<p>All prices are in US dollars and include any discount shown on the product page. Sales tax, where it applies, is calculated at checkout. We check every order before it ships; if a price was listed in error, or an item turns out to be out of stock, we will contact you and you may cancel for a full refund.</p>
<p>Your order is accepted when we send the order confirmation email. Until then we may decline an order, for example if we cannot verify the payment.</p>
<h3>Shipping</h3>
<ul><li>We ship to addresses in the United States only.</li><li>Shipping is free on orders of $49 or more; smaller orders pay a flat $20.</li><li>Live plants ship Monday to Wednesday so they never sit in a warehouse over a weekend.</li></ul>
<h3>Accounts and first-order discount</h3>
<p>Registered customers receive <strong>10% off their first order</strong>. The discount is applied automatically at checkout, once per customer, and cannot be combined with other offers. You are responsible for keeping your password safe.</p>
<h3>Plants, food and handmade goods</h3>
<p>Plants are living things: their size, shape and colour may differ from the photographs. Handicrafts are made by hand, so small irregularities are part of their character. Food products list their ingredients; please check them carefully if you have allergies.</p>
<h3>Contact</h3>
<p>Questions about these terms? Write to us at <a href="mailto:${EMAIL}">${EMAIL}</a> and a member of our small team will reply within two working days.</p>`,
};

export const privacyPage = {
  kind: 'privacy' as const,
  title: 'Privacy Policy',
  description: `<p>${SHOP} is a small family business, and we treat your personal information the way we would want ours treated. This policy explains what we collect, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul><li><strong>Order details:</strong> your name, email, phone number, and shipping and billing addresses.</li><li><strong>Account details:</strong> your name, email, phone number and, if you add them, your date of birth and address. Passwords are stored only as secure hashes.</li><li><strong>Payment details:</strong> card payments are handled by our payment provider. Your full card number never reaches our servers.</li><li><strong>Usage data:</strong> pages visited and the device used, through privacy-respecting analytics.</li></ul>
<h3>How we use it</h3>
<p>We use your information to process and deliver orders, send order confirmations and shipping updates, answer your messages and, only if you subscribed, send our newsletter. We never sell or rent your data to anyone.</p>
<h3>Who we share it with</h3>
<p>Only the services we need to run the shop: our payment provider, the carriers that deliver your parcels and our email provider. Each is bound to use your data only for that purpose.</p>
<h3>Your choices</h3>
<p>You can update your profile at any time, unsubscribe from the newsletter with one click, or ask us to delete your account and data by writing to <a href="mailto:${EMAIL}">${EMAIL}</a>. We keep order records for seven years because tax law requires it.</p>
<p>We use only the cookies needed to keep you signed in and remember your cart, plus analytics cookies you can refuse.</p>`,
};

export const refundPage = {
  kind: 'refund' as const,
  title: 'Return Policy',
  description: `<p>We want you to love everything you order from ${SHOP}. If something is not right, we will make it right.</p>
<h3>Live plants</h3>
<p>If a plant arrives damaged or unhealthy, email us a photo within <strong>48 hours of delivery</strong> and we will send a replacement or refund you in full. You do not need to send the plant back. Because plants depend on their care once they arrive, we cannot accept returns after that window.</p>
<h3>Tools, pots and handicrafts</h3>
<p>Unused items in their original packaging can be returned within <strong>${RETURN_WINDOW_DAYS} days</strong> of delivery. Email us to start a return and we will send instructions. Return shipping is paid by the customer unless the item was faulty or we made a mistake.</p>
<h3>Food, teas and seeds</h3>
<p>For food safety reasons we cannot accept returns of opened groceries, teas or seed packets. If a product arrives damaged, past its best-before date or not as described, tell us within 14 days and we will refund or replace it.</p>
<h3>Refunds</h3>
<ul><li>Refunds go back to the original card within 5 to 10 business days of approval.</li><li>Shipping charges are refunded when the return is due to our error.</li><li>Orders can be cancelled free of charge until they ship.</li></ul>
<p>Questions? Email <a href="mailto:${EMAIL}">${EMAIL}</a> or call us during shop hours.</p>`,
};

export const aboutPage = {
  kind: 'about' as const,
  title: 'About Us',
  image: ABOUT_IMAGE,
  description: `<p><strong>${SHOP}</strong> began in 2019 as a weekend stall at a farmers market in Jackson Heights, Queens, selling tulsi seedlings and jars of homemade timur chutney. Neighbours kept asking for the plants, spices and crafts they remembered from home, and the stall grew into a shop.</p>
<p>Today we work with nurseries on the East Coast for healthy, well-rooted plants, and with family producers and fair-trade cooperatives in Nepal for teas, spices and handicrafts. We visit many of them ourselves, and we pay fairly and on time.</p>
<ul><li>Plants grown by local nurseries and shipped fresh.</li><li>Groceries imported directly in small batches.</li><li>Handicrafts made by artisans paid a fair wage.</li></ul>
<p>Whether you are growing your first houseplant or cooking your grandmother's gundruk soup, we are glad you are here. Namaste!</p>`,
};

export const contentPageSeeds = [termsPage, privacyPage, refundPage, aboutPage];
