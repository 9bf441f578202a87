export * from './chapter-html';
export * from './enums';
export * from './error-body';
export * from './limits';
export * from './models';
export * from './paths';
export * from './rules';
export * from './text';
export type * from './schemas';
