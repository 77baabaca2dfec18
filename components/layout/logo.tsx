import { Link } from '@/components/ui/link';
import { SHOP_NAME } from '@common/constants';

/** The shop's mark (a leaf under a mountain) and name; links home. */
export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={`${SHOP_NAME} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 sm:h-9 sm:w-9">
        <circle cx="16" cy="16" r="16" fill="#B6101D" />
        <path d="M5 23 13 11l4 6 3-4 7 10z" fill="#fff" />
        <path d="M16 26c-4-1-6-4-5-8 3 0 6 2 6 6" fill="#F9E7E8" />
      </svg>
      <span className="text-base leading-tight font-bold sm:text-lg tracking-tight text-gray-900">
        Himalayan<span className="text-primary"> Garden</span>
      </span>
    </Link>
  );
}
