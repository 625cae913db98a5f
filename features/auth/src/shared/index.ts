export * from './business-type.ts';
export * from './registration.ts';
export * from './texts.ts';
export * from './user.ts';
export * from './company-profile.ts';
export * from './company-texts.ts';
