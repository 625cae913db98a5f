import * as v from 'valibot';
import { idField, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, optionalText, trimmedText } from './service.ts';
import { SERVICES_TEXTS as T } from './texts.ts';

/** §3.4 / §9: a new type is blue. */
export const DEFAULT_TYPE_COLOR = '#3B82F6';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** Long enough for any emoji sequence (flags, skin tones, ZWJ families), short enough to stay an icon. */
const MAX_ICON_LENGTH = 16;

const serviceTypeEntries = {
  name: v.pipe(v.nullish(trimmedText(T.fillTypeName, MAX_NAME_LENGTH, T.nameTooLong), ''), v.nonEmpty(T.fillTypeName)),
  description: optionalText(MAX_DESCRIPTION_LENGTH, T.descriptionTooLong, T.invalidDescription),
  icon: optionalText(MAX_ICON_LENGTH, T.invalidIcon, T.invalidIcon),
  color: v.pipe(
    v.nullish(v.pipe(v.string(T.invalidColor), v.trim(), v.maxLength(9, T.invalidColor)), ''),
    v.transform((c) => (c === '' ? DEFAULT_TYPE_COLOR : c.toUpperCase())),
    v.regex(HEX_COLOR, T.invalidColor),
  ),
  active: v.optional(v.boolean(T.invalidActive), true),
};

/** What POST /service-types and the type form send. */
export const serviceTypeInputSchema = v.object(serviceTypeEntries, T.fillTypeName);
export const serviceTypeUpdateSchema = v.object({ ...serviceTypeEntries, id: idField(T.typeNotFound) }, T.fillTypeName);
export const serviceTypeIdSchema = v.object({ id: idField(T.typeNotFound) }, T.typeNotFound);

export type ServiceTypeFields = v.InferOutput<typeof serviceTypeInputSchema>;

/** The first rule a type form breaks, or null when it can be saved. */
export function serviceTypeInputError(input: unknown): string | null {
  const result = v.safeParse(serviceTypeInputSchema, input);
  return result.success ? null : (result.issues[0]?.message ?? T.fillTypeName);
}
