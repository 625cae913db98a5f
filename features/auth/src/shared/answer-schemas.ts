import { ROLES } from '@agenda/access';
import * as v from 'valibot';

// The REST answers of the auth feature, for the API's OpenAPI document (the fields the spec's call
// tables list; items are loose objects, so a field added later does not break a client).

const user = v.looseObject({
  id: v.string(),
  email: v.string(),
  fullName: v.string(),
  role: v.picklist(ROLES),
  companyId: v.string(),
  company: v.looseObject({ id: v.string(), name: v.string(), businessTypeId: v.nullable(v.string()), timeZone: v.string() }),
});
export const userAnswer = v.object({ user });
const clinic = v.looseObject({
  id: v.string(),
  name: v.string(),
  role: v.picklist(ROLES),
  lastSignInAt: v.nullable(v.string()),
});
export const loginAnswer = v.object({ token: v.string(), user, clinics: v.array(clinic) });
export const clinicsAnswer = v.object({ clinics: v.array(clinic) });

export const businessTypesAnswer = v.object({
  businessTypes: v.array(
    v.looseObject({ id: v.string(), name: v.string(), icon: v.nullable(v.string()), description: v.nullable(v.string()) }),
  ),
});

const tab = v.looseObject({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  icon: v.nullable(v.string()),
  color: v.nullable(v.string()),
  description: v.nullable(v.string()),
  fieldConfig: v.looseObject({}),
});
export const companyAnswer = v.object({
  company: v.looseObject({
    id: v.string(),
    name: v.string(),
    businessDays: v.array(v.number()),
    openingTime: v.string(),
    closingTime: v.string(),
    timeZone: v.string(),
    businessType: v.nullable(
      v.looseObject({
        id: v.string(),
        name: v.string(),
        icon: v.nullable(v.string()),
        color: v.nullable(v.string()),
        tabs: v.array(tab),
      }),
    ),
  }),
});

/** As ViaCEP answers (`erro: true` for a CEP that does not exist). */
export const cepAnswer = v.looseObject({
  logradouro: v.string(),
  bairro: v.string(),
  localidade: v.string(),
  uf: v.string(),
  erro: v.optional(v.boolean()),
});
