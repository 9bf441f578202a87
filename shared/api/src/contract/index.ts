export * from './enums';
export * from './limits';
export * from './models';
export * from './paths';
export * from './rules';
export type * from './schemas';
