export { AuthProvider, checkStoredSession, useAuth } from './auth-provider.tsx';
export { LoginPage } from './login-page.tsx';
export { AuthLayout } from './auth-layout.tsx';
export { AddressFields } from './address-fields.tsx';
export type { Address } from './address-fields.tsx';
export { useCepLookup } from './cep-lookup.ts';
export { prefetchCompanyConfig, useCompanyConfig, useUpdateCompany } from './company-config.ts';
export { loginHref, returnPath } from './return-path.ts';
export { ClinicChooser } from './clinic-chooser.tsx';
