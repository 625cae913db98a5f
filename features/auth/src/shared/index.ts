export * from './business-type.ts';
export * from './registration.ts';
export * from './texts.ts';
export * from './user.ts';
