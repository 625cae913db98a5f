export * from './blocking.ts';
export * from './model.ts';
export * from './palette.ts';
export * from './texts.ts';
export * from './validation.ts';
