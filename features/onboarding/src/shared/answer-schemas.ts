import * as v from 'valibot';
import { FIRST_STEPS } from './first-steps.ts';

/** The first steps and whether the owner hid them (the REST answer, for the API's OpenAPI document). */
export const firstStepsAnswer = v.object({
  dismissed: v.boolean(),
  steps: v.array(v.looseObject({ key: v.picklist(FIRST_STEPS), done: v.boolean() })),
});
