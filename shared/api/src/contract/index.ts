export * from './enums';
export * from './limits';
export * from './models';
export * from './paths';
export type * from './schemas';
