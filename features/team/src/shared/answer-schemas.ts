import { ROLES } from '@agenda/access';
import * as v from 'valibot';

// The REST answers of the team feature, for the API's OpenAPI document (loose objects, so a field
// added later does not break a client). Instants are ISO 8601 strings.

const professional = v.looseObject({
  id: v.string(),
  memberId: v.nullable(v.string()),
  name: v.string(),
  registration: v.nullable(v.string()),
  specialty: v.nullable(v.string()),
  color: v.string(),
  workingHours: v.array(v.looseObject({ weekday: v.number(), start: v.string(), end: v.string() })),
  followsClinicHours: v.boolean(),
  serviceIds: v.array(v.string()),
  allServices: v.boolean(),
  active: v.boolean(),
});

const member = v.looseObject({
  id: v.string(),
  fullName: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  active: v.boolean(),
  lastSignInAt: v.nullable(v.string()),
  /** The member's professional profile, when they attend patients. */
  professional: v.nullable(professional),
});

export const teamAnswer = v.object({
  members: v.array(member),
  /** The invitations still open: pending, or expired and not yet renewed or revoked. */
  invitations: v.array(
    v.looseObject({
      id: v.string(),
      email: v.string(),
      fullName: v.string(),
      role: v.picklist(ROLES),
      expiresAt: v.string(),
      status: v.picklist(['pending', 'expired']),
    }),
  ),
});

/** A new (or renewed) invitation with its link, shown once; `mail` says whether it was also e-mailed. */
export const invitationLinkAnswer = v.object({
  invitation: v.looseObject({
    id: v.string(),
    email: v.string(),
    role: v.picklist(ROLES),
    expiresAt: v.string(),
    link: v.string(),
  }),
  mail: v.picklist(['sent', 'failed', 'off']),
});

export const publicInvitationAnswer = v.object({
  invitation: v.looseObject({
    clinicName: v.string(),
    role: v.picklist(ROLES),
    email: v.string(),
    fullName: v.string(),
    expiresAt: v.string(),
  }),
});

export const memberAnswer = v.object({ member });
export const acceptedAnswer = v.object({ member, token: v.string() });

export const professionalsAnswer = v.object({ professionals: v.array(professional) });
export const professionalAnswer = v.object({ professional });
