export { AuthProvider, useAuth } from './auth-provider.tsx';
export type { AuthContextValue } from './auth-provider.tsx';
export { LoginPage } from './login-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { RegisterSuccessPage } from './register-success-page.tsx';
export { AddressFields, emptyAddress } from './address-fields.tsx';
export type { Address } from './address-fields.tsx';
export { useCepLookup } from './cep-lookup.ts';
export { useCompanyConfig } from './company-config.ts';
