export * from './records';
export * from './envelope';
export * from './read-envelope';
export * from './fields';
export * from './requests';
export * from './responses';
export * from './after-sale';
