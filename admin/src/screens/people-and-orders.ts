import { lazyScreen } from '../lazy-screen';

/* Orders, customers, messages, subscribers, staff and the audit log, each module fetched on first use. */

export const OrderList = lazyScreen(() => import('../resources/orders/order-list'), 'OrderList');
export const OrderShow = lazyScreen(() => import('../resources/orders/order-show'), 'OrderShow');
export const PendingHoldList = lazyScreen(
  () => import('../resources/orders/pending-holds'),
  'PendingHoldList',
);

const customers = () => import('../resources/customers/customers');
export const CustomerList = lazyScreen(customers, 'CustomerList');
export const CustomerShow = lazyScreen(customers, 'CustomerShow');

export const MessageList = lazyScreen(() => import('../resources/messages/messages'), 'MessageList');
export const SubscriberList = lazyScreen(
  () => import('../resources/subscribers/subscribers'),
  'SubscriberList',
);

const staff = () => import('../resources/staff');
export const StaffList = lazyScreen(staff, 'StaffList');
export const StaffCreate = lazyScreen(staff, 'StaffCreate');
export const StaffEdit = lazyScreen(staff, 'StaffEdit');

export const AuditLogList = lazyScreen(() => import('../resources/audit-log'), 'AuditLogList');

const reviews = () => import('../resources/reviews/reviews');
export const ReviewList = lazyScreen(reviews, 'ReviewList');
export const ReviewEdit = lazyScreen(reviews, 'ReviewEdit');
