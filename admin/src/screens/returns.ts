import { lazyScreen } from '../lazy-screen';

/* The Returns queue (issue 41), fetched on first use. */
export const ReturnList = lazyScreen(() => import('../resources/returns/return-list'), 'ReturnList');
export const ReturnShow = lazyScreen(() => import('../resources/returns/return-show'), 'ReturnShow');
