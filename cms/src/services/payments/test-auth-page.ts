import { createHash } from 'node:crypto';
import { formatCents } from '@common/format';

/** The test processor's authentication step: a plain HTML form, no script, like a bank's 3-D Secure page. */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const HEADING = 'Test payment authentication';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f4; color: #1f2a1f; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 8px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 1rem 0; }
  .note { color: #5b665b; font-size: 0.9rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { flex: 1; font-size: 1rem; padding: 0.7rem; border-radius: 6px; border: 1px solid #2f6b2f; cursor: pointer; }
  button[value="complete"] { background: #2f6b2f; color: #fff; }
  button[value="fail"] { background: #fff; color: #8a1f1f; border-color: #8a1f1f; }
  a { color: #2f6b2f; font-weight: 600; }
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The page's own Content-Security-Policy (the CMS's JSON answers get `default-src 'none'`): nothing loads,
 * its one inline <style> is allowed by its hash, and the form may post only to the CMS itself and, after the
 * processor's 303, land on the storefront (Chrome checks form-action along the redirect too).
 */
export function authenticationPagePolicy(storefrontOrigin: string): string {
  let returnOrigin = '';
  try {
    returnOrigin = ` ${new URL(storefrontOrigin).origin}`;
  } catch {
    // A misconfigured STOREFRONT_ORIGIN allows no return URL at all (allowedReturnUrl), so none is listed.
  }
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${HEADING}</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${HEADING}</h1>
${body}
</main></body>
</html>`;
}

export function authenticationPage(input: { pid: string; returnUrl: string; amountCents: number }): string {
  return layout(`<p>Your bank asks you to confirm this payment.</p>
<p class="amount">${escapeHtml(formatCents(input.amountCents))}</p>
<p class="note">This is the shop's test processor: no real card is charged.</p>
<form method="post" action="authenticate">
<input type="hidden" name="pid" value="${escapeHtml(input.pid)}">
<input type="hidden" name="return_url" value="${escapeHtml(input.returnUrl)}">
<div class="actions">
<button type="submit" name="decision" value="complete">Complete</button>
<button type="submit" name="decision" value="fail">Fail</button>
</div>
</form>`);
}

export const BACK_TO_SHOP = 'Back to the shop';

/**
 * The step's error (e.g. Back after the payment was authenticated: 'This payment is not waiting for
 * authentication'), with a link back to the storefront so the page is not a dead end.
 */
export function authenticationErrorPage(message: string, storefrontOrigin: string): string {
  let back = '';
  try {
    back = `\n<p><a href="${escapeHtml(new URL('/', storefrontOrigin).toString())}">${BACK_TO_SHOP}</a></p>`;
  } catch {
    // A misconfigured STOREFRONT_ORIGIN: no link rather than a broken one.
  }
  return layout(`<p>${escapeHtml(message)}</p>${back}`);
}
