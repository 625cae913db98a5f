import { describe, expect, it } from 'vitest';
import { byName, serviceSummary, toServiceData } from './answers.ts';
import type { Service } from './entities/service.entity.ts';
import type { ServiceType } from './entities/service-type.entity.ts';

const at = new Date('2026-11-25T12:00:00.000Z');
const type: ServiceType = {
  id: 't1',
  companyId: 'c1',
  name: 'Estética',
  description: null,
  icon: '✨',
  color: '#8B5CF6',
  active: true,
  createdAt: at,
  updatedAt: at,
};
const service: Service = {
  id: 's1',
  companyId: 'c1',
  name: 'Clareamento',
  serviceTypeId: 't1',
  duration: 90,
  priceCents: 15050,
  description: null,
  mondayEnabled: true,
  tuesdayEnabled: true,
  wednesdayEnabled: true,
  thursdayEnabled: true,
  fridayEnabled: true,
  saturdayEnabled: false,
  sundayEnabled: false,
  startTime: '08:00',
  endTime: '18:00',
  recallMonths: null,
  archivedAt: null,
  createdAt: at,
  updatedAt: at,
};

describe('service answers', () => {
  it('speak reais and ISO instants, with the type embedded', () => {
    expect(toServiceData(service, type)).toMatchObject({
      price: 150.5,
      serviceType: { id: 't1', name: 'Estética', icon: '✨', color: '#8B5CF6' },
      needsReconfiguration: false,
      archived: false,
      createdAt: '2026-11-25T12:00:00.000Z',
    });
    expect(serviceSummary(service)).toEqual({ id: 's1', name: 'Clareamento', duration: 90, price: 150.5 });
  });

  it('mark a service without a type, and an archived one', () => {
    const orphan = toServiceData({ ...service, serviceTypeId: null, archivedAt: at }, type);
    expect(orphan).toMatchObject({ serviceTypeId: null, serviceType: null, needsReconfiguration: true, archived: true });
  });

  it('sort names the pt-BR way', () => {
    const names = ['Zircônia', 'Ácido', 'Acompanhamento', 'clareamento'].map((name) => ({ name }));
    expect(names.sort(byName).map((n) => n.name)).toEqual(['Ácido', 'Acompanhamento', 'clareamento', 'Zircônia']);
  });
});
