export * from './constants';
export * from './errors';
export * from './health';
export * from './support';
export * from './tools';
export * from './endpoints';
export * from './oauth';
