export * from './audit';
export * from './commerce';
export * from './content';
export * from './loyalty';
export * from './platform';
export * from './stores';
export * from './uploads';
