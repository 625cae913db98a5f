import type { Role } from '@agenda/access';

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

/** A clinic the person belongs to (`GET /auth/clinics`). */
export interface MemberClinic {
  id: string;
  name: string;
  role: Role;
  lastSignInAt: string | null;
}

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
