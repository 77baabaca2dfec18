/**
 * Read models of the owner's console: pure functions of the database, one page at a time with a total, for
 * the console's `/api/admin` routes to answer in react-admin's list dialect. None returns a password hash,
 * a token or a code.
 */
export { customerDetail, listCustomers, type CustomerRow } from './customers';
export { dashboard } from './dashboard';
export { listContactMessages, listSubscribers, markContactMessage } from './inbox';
export { orderDetail, type TimelineEntry } from './order-detail';
export { listOrders, type OrderListRow, type OrdersFilter } from './orders-list';
export { clampPage, MAX_PAGE_SIZE, type Page, type Paged } from './paging';
export { listPendingHolds, type PendingHold } from './pending-holds';
