import { type Em, make } from '@agenda/db';
import { BusinessTypeTabSchema } from './entities/business-type-tab.entity.ts';
import { BusinessTypeSchema } from './entities/business-type.entity.ts';
import { BUSINESS_TYPES } from './business-types.seed.ts';

/** Idempotent: inserts missing types and tabs and refreshes their texts and configs by key. */
export async function seedBusinessTypes(em: Em): Promise<void> {
  await em.transactional(async (tx) => {
    for (const [position, seed] of BUSINESS_TYPES.entries()) {
      let type = await tx.findOne(BusinessTypeSchema, { key: seed.key });
      const typeData = {
        key: seed.key,
        name: seed.name,
        icon: seed.icon,
        color: seed.color,
        description: seed.description,
        position,
      };
      if (type) Object.assign(type, typeData);
      else type = make(tx, BusinessTypeSchema, typeData);
      for (const [tabPosition, tabSeed] of seed.tabs.entries()) {
        const tab = await tx.findOne(BusinessTypeTabSchema, { businessTypeId: type.id, key: tabSeed.key });
        const tabData = { ...tabSeed, businessTypeId: type.id, position: tabPosition };
        if (tab) Object.assign(tab, tabData);
        else make(tx, BusinessTypeTabSchema, tabData);
      }
    }
  });
}
