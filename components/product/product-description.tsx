/**
 * The product's rich-text description. The CMS sanitises `detail` (allow-listed tags, no scripts or event
 * handlers) before storing it, so it is rendered as given.
 */
export function ProductDescription({ html }: { html: string }) {
  return (
    <div
      data-testid="product-description"
      className="space-y-3 text-sm leading-relaxed text-gray-700 sm:text-base [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-gray-900 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
