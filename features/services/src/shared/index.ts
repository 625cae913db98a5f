export * from './answers.ts';
export * from './icons.ts';
export * from './service-type.ts';
export * from './service.ts';
export * from './texts.ts';
