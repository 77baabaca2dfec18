'use client';

import { useEffect } from 'react';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { useUiStore } from '@/store/ui-store';

/** Shows the open-notice flag once as a success notice (set by e.g. the login page before going home). */
export function OpenNotice() {
  useEffect(() => {
    const notice = useUiStore.getState().consumeOpenNotice();
    if (notice !== null) notify.success(notice || MSG.loginSuccessful);
  }, []);
  return null;
}
