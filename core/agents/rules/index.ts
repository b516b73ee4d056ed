export * from './status';
export * from './list-query';
export * from './form';
export * from './install';
