export * from './csv.ts';
export * from './figures.ts';
export * from './methods.ts';
export * from './period.ts';
export * from './schemas.ts';
export * from './texts.ts';
export * from './whatsapp.ts';
export * from './wire.ts';
