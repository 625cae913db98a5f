export * from './answers.ts';
export * from './client.ts';
export * from './filters.ts';
export * from './texts.ts';
