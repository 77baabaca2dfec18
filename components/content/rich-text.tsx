/**
 * Rich text from the CMS (already passed through an allowlist in lib/cms-client/content.ts), styled like an
 * article without a typography plugin.
 */
const PROSE = [
  'text-[15px] leading-7 text-gray-700',
  '[&_p]:mb-4 [&_ul]:mb-4 [&_ol]:mb-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mb-1',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_a]:text-primary [&_a]:underline [&_a:hover]:text-primary-dark [&_strong]:text-gray-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary-light [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mb-4 [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
