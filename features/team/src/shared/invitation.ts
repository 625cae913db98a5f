import { ROLES } from '@agenda/access';
import * as v from 'valibot';
import { TEAM_TEXTS as T } from './texts.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number) => v.pipe(v.string(T.fillInvitation), v.trim(), v.maxLength(max, T.fieldTooLong));
/** Blank or absent: null. */
const optionalText = (max: number) =>
  v.pipe(
    v.nullish(text(max), ''),
    v.transform((s) => (s === '' ? null : s)),
  );

export const roleSchema = v.picklist(ROLES, T.invalidRole);

/** Kept on the invitation for the professional profile the member will get (council registration, specialty, agenda colour). */
export const professionalFieldsSchema = v.object({
  registration: optionalText(60),
  specialty: optionalText(80),
  color: v.pipe(
    optionalText(7),
    v.check((c) => c === null || /^#[0-9a-fA-F]{6}$/.test(c), T.invalidColor),
  ),
});

export const invitationSchema = v.object({
  email: v.pipe(v.nullish(text(254), ''), v.nonEmpty(T.fillInvitation), v.toLowerCase(), v.regex(EMAIL, T.invalidEmail)),
  fullName: v.pipe(v.nullish(text(120), ''), v.nonEmpty(T.fillInvitation)),
  role: v.pipe(
    v.optional(v.unknown(), ''),
    v.check((r) => r !== '' && r !== null, T.fillInvitation),
    roleSchema,
  ),
  professional: v.optional(v.nullable(professionalFieldsSchema), null),
});

/** An invitation or a member, named by its id in the path (a malformed one is simply not found). */
export const idSchema = v.object({ id: v.optional(v.string(), '') });
/** An invitation's link token (an unknown or malformed one is not found). */
export const tokenSchema = v.object({ token: v.pipe(v.optional(v.string(), ''), v.maxLength(200, T.invitationNotFound)) });

export const acceptSchema = v.object({
  ...tokenSchema.entries,
  idToken: v.pipe(v.optional(v.string(T.missingToken), ''), v.nonEmpty(T.missingToken), v.maxLength(10_000, T.missingToken)),
});

export const memberChangeSchema = v.pipe(
  v.object({
    id: v.optional(v.string(), ''),
    role: v.optional(roleSchema),
    active: v.optional(v.boolean(T.nothingToChange)),
  }),
  v.check((c) => c.role !== undefined || c.active !== undefined, T.nothingToChange),
);

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'revoked';
