import { wrap } from '@mikro-orm/core';

/**
 * What a read function hands another feature: the entity's fields as data, read-only to the
 * compiler, and a copy at run time, so a consumer setting a field never writes the owner's table
 * when its transaction flushes.
 */
export type Plain<T> = { readonly [K in keyof T]: T[K] };

/** A managed entity's fields as plain data (a detached copy; dates stay dates, arrays are copied). */
export function plain<T extends object>(entity: T): Plain<T> {
  const fields = wrap(entity).toObject() as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) if (Array.isArray(value)) fields[key] = [...value];
  return fields as Plain<T>;
}
