export * from './kinds.ts';
export * from './template.ts';
export * from './texts.ts';
export * from './schemas.ts';
