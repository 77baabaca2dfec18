'use client';

import { useLayoutEffect, useRef } from 'react';
import { MSG } from '@common/messages';
import { useHydrated } from '@/store/use-hydrated';
import { selectSignedIn, USER_STORAGE_KEY, useUserStore } from '@/store/user-store';
import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * Hides the invitation before the first paint when a signed-in shopper's summary is saved: the user store
 * reads it only after hydration, and the invitation must neither flash for them nor vanish under a guest
 * (docs/adr/0017-largest-text-in-server-html.md).
 */
const HIDE_FOR_SAVED_USER = `try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)}));if(u&&u.state&&u.state.user)document.currentScript.previousElementSibling.style.display="none"}catch(e){}`;

/**
 * The guests' 10% offer at the top of the cart, in the server HTML so it is drawn with the first paint
 * (it is the page's largest text: drawn after the saved cart was read, it made the page's LCP wait for
 * every script). Signed-in shoppers never see it.
 */
export function FirstOrderInvite() {
  const hydrating = !useHydrated();
  const hydrated = useHydrated(useUserStore);
  const signedIn = useUserStore(selectSignedIn);
  const invite = useRef<HTMLAnchorElement>(null);

  // The checked summary decides from here on (also a summary the early guess misread, or another tab's
  // sign-in or logout).
  useLayoutEffect(() => {
    if (hydrated && invite.current) invite.current.style.display = signedIn ? 'none' : '';
  }, [hydrated, signedIn]);

  return (
    <>
      <Link
        ref={invite}
        href="/signup"
        data-testid="first-order-invite"
        // An offer, not a warning: the green of savings, not the pink and red of the stock error.
        className="flex items-center justify-center gap-2 rounded border border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-800 hover:underline"
      >
        <LineIcon className="h-5 w-5 shrink-0">
          <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
          <path d="M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1" />
        </LineIcon>
        {MSG.cart.firstOrderInvite}
      </Link>
      {/* Only in the server's HTML, where it runs as the page is parsed (a client render would not run it). */}
      {hydrating && <script dangerouslySetInnerHTML={{ __html: HIDE_FOR_SAVED_USER }} />}
    </>
  );
}
