/** Site footer (contact details, links, socials, newsletter, payment logos): built by the catalogue issue. */
export function Footer() {
  return <footer className="mt-12 border-t py-6 text-center text-sm text-gray-600" />;
}
