import sanitizeHtml from 'sanitize-html';

/** Nothing of HTML is kept: every tag goes, and `<script>`/`<style>` go with their content. */
const NO_HTML: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** sanitize-html writes its text HTML-escaped; this shop stores plain text, escaped where it is shown. */
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A review's title, text or the owner's reply as plain text: no HTML survives (issue 41). Tags are stripped,
 * the entities sanitize-html writes are turned back into characters, and that is repeated until nothing
 * changes, so `&lt;b&gt;` cannot turn into a tag on the way out. A lone '<' ("5 < 6") is text and stays.
 * Runs of spaces collapse; line breaks between paragraphs are kept (at most one blank line).
 */
export function plainText(input: string): string {
  let text = input;
  for (let pass = 0; pass < 5; pass++) {
    const next = decode(sanitizeHtml(text, NO_HTML));
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
