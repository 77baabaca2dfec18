export * from './client';
export * from './accounts';
export * from './catalogue';
export * from './orders';
