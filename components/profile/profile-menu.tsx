'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useLogout } from '@/components/account/use-logout';

const MAIN = [
  { href: '/profile', label: 'My Profile' },
  { href: '/profile/myorderhistory', label: 'My Orders' },
] as const;

const MORE = [
  { href: '/profile/addressinformation', label: 'Address Book' },
  { href: '/profile/paymentoptions', label: 'Payment Options' },
  { href: '/profile/voucher', label: 'Vouchers' },
  { href: '/profile/myreturns', label: 'My Returns' },
  { href: '/profile/cancellations', label: 'My Cancellations' },
  { href: '/profile/myreview', label: 'My Reviews' },
] as const;

/**
 * The profile area's left menu, ending with Logout. On small screens its entries wrap onto several lines, so
 * every one is in view (a scrolling strip hid the ones after 'Address Book').
 */
export function ProfileMenu() {
  const pathname = usePathname();
  const onLogout = useLogout();
  const item = (href: string, label: string) => {
    const active = pathname === href || (href === '/profile/addressinformation' && pathname.startsWith(href));
    return (
      <li key={href} className="shrink-0">
        <Link
          href={href}
          aria-current={active ? 'page' : undefined}
          className={`block rounded px-3 py-2 text-sm whitespace-nowrap transition-colors ${
            active ? 'bg-primary font-semibold text-white' : 'text-gray-700 hover:bg-gray-100'
          }`}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="Profile" className="rounded-lg border border-gray-200 bg-white p-2 md:p-3">
      <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
        {MAIN.map((l) => item(l.href, l.label))}
        <li aria-hidden="true" className="mx-1 hidden border-t border-gray-200 md:my-2 md:block" />
        {MORE.map((l) => item(l.href, l.label))}
        <li className="shrink-0">
          <button
            type="button"
            onClick={() => void onLogout()}
            className="block w-full rounded px-3 py-2 text-left text-sm whitespace-nowrap text-gray-700 hover:bg-gray-100"
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
