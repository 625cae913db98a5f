import type { Role } from '@agenda/trpc/permissions';

/** The user as the API returns it (never tokens or identity-provider internals). */
export interface PublicUser {
  id: string;
  email: string;
  fullName: string;
  name: string;
  phone: string;
  role: Role;
  companyId: string;
  company: { id: string; name: string; businessTypeId: string | null; timeZone: string };
}

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
