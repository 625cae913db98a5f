import type { ServiceData, ServiceTypeData } from '../shared/answers.ts';
import { SERVICE_DEFAULTS, WEEKDAY_FLAGS, type WeekdayFlag, type WeekdayFlags } from '../shared/service.ts';
import { DEFAULT_TYPE_COLOR } from '../shared/service-type.ts';

/** What the service form edits; sent as is (the shared schema trims and normalises). */
export interface ServiceFormValues extends WeekdayFlags {
  name: string;
  serviceTypeId: string;
  duration: number;
  price: number;
  description: string;
  startTime: string;
  endTime: string;
  /** null: the service has no return. */
  recallMonths: number | null;
}

export interface ServiceTypeFormValues {
  name: string;
  description: string;
  icon: string;
  color: string;
  active: boolean;
}

const allDays = (on: boolean) => Object.fromEntries(WEEKDAY_FLAGS.map((flag) => [flag, on])) as WeekdayFlags;

/** §9 defaults: 60 min, R$ 0,00, 08:00 to 18:00, every day. */
export function emptyServiceForm(): ServiceFormValues {
  return {
    name: '',
    serviceTypeId: '',
    duration: SERVICE_DEFAULTS.duration,
    price: SERVICE_DEFAULTS.price,
    description: '',
    ...allDays(true),
    startTime: SERVICE_DEFAULTS.startTime,
    endTime: SERVICE_DEFAULTS.endTime,
    recallMonths: null,
  };
}

/** Edit mode starts from the saved service; one needing reconfiguration starts without a type. */
export function serviceFormFrom(service: ServiceData): ServiceFormValues {
  const flags = Object.fromEntries(WEEKDAY_FLAGS.map((flag) => [flag, service[flag]])) as WeekdayFlags;
  return {
    name: service.name,
    serviceTypeId: service.serviceTypeId ?? '',
    duration: service.duration,
    price: service.price,
    description: service.description ?? '',
    ...flags,
    startTime: service.startTime,
    endTime: service.endTime,
    recallMonths: service.recallMonths,
  };
}

export const enabledDays = (values: WeekdayFlags): WeekdayFlag[] => WEEKDAY_FLAGS.filter((flag) => values[flag]);

export function withEnabledDays<T extends WeekdayFlags>(values: T, days: readonly WeekdayFlag[]): T {
  return { ...values, ...Object.fromEntries(WEEKDAY_FLAGS.map((flag) => [flag, days.includes(flag)])) };
}

export function emptyServiceTypeForm(): ServiceTypeFormValues {
  return { name: '', description: '', icon: '', color: DEFAULT_TYPE_COLOR, active: true };
}

export function serviceTypeFormFrom(type: ServiceTypeData): ServiceTypeFormValues {
  return {
    name: type.name,
    description: type.description ?? '',
    icon: type.icon ?? '',
    color: type.color,
    active: type.active,
  };
}

/** The type select offers active types, plus the one an edited service already has. */
export function selectableTypes(types: readonly ServiceTypeData[], currentTypeId: string | null): ServiceTypeData[] {
  return types.filter((type) => type.active || type.id === currentTypeId);
}

/** How many catalogue services each type has. */
export function servicesPerType(services: readonly Pick<ServiceData, 'serviceTypeId'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { serviceTypeId } of services) {
    if (serviceTypeId) counts.set(serviceTypeId, (counts.get(serviceTypeId) ?? 0) + 1);
  }
  return counts;
}
