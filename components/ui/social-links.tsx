import { LineIcon } from './line-icon';

/**
 * The shop's social icons. As docs/behaviour.md#footer says, the TikTok icon links to the stored YouTube link (the contact
 * record has no TikTok field). Links the CMS leaves empty are not shown.
 */

interface SocialLinksProps {
  youtube: string;
  facebook: string;
  instagram: string;
  /** Icon colours: light on the dark footer, dark on the contact page. */
  tone?: 'light' | 'dark';
}

const ICON = 'h-5 w-5';

function TikTokIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="currentColor">
      <path d="M16.6 3c.3 2.3 1.7 3.9 4 4.1v3.1a7.3 7.3 0 0 1-4-1.2v6.1c0 3.6-2.5 5.9-5.7 5.9A5.6 5.6 0 0 1 5.3 15.4c0-3.5 3-6 6.6-5.5v3.2c-1.7-.4-3.4.6-3.4 2.3 0 1.4 1.1 2.4 2.5 2.4 1.6 0 2.5-1 2.5-2.9V3h3.1Z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="currentColor">
      <path d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.1Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <LineIcon className={ICON}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}

export function SocialLinks({ youtube, facebook, instagram, tone = 'light' }: SocialLinksProps) {
  const links = [
    { href: youtube, label: 'TikTok', icon: <TikTokIcon /> },
    { href: facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: instagram, label: 'Instagram', icon: <InstagramIcon /> },
  ].filter((l) => l.href);
  const colours =
    tone === 'light'
      ? 'bg-white/10 text-white hover:bg-primary'
      : 'bg-primary-light text-primary hover:bg-primary hover:text-white';
  return (
    <ul className="flex gap-3">
      {links.map((l) => (
        <li key={l.label}>
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={l.label}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors ${colours}`}
          >
            {l.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
