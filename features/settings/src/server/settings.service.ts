import { type Em, type EntitySchema, type TenantEntity, TENANT_FILTER, isUuid, make } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import {
  type AgendaSettings,
  type AllSettings,
  type CustomHoliday,
  type DayUnblock,
  DEFAULT_SETTINGS,
  type HolidayBridge,
  type ScheduleBlock,
} from '../shared/model.ts';
import {
  type BlockCreate,
  type BlockUpdate,
  type BridgeCreate,
  type BridgeUpdate,
  type HolidayCreate,
  type HolidayUpdate,
  type SettingsPatch,
  type UnblockCreate,
  type UnblockUpdate,
  blockError,
  bridgeError,
  holidayError,
  lunchBreakError,
  unblockError,
} from '../shared/validation.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { type AgendaSettingsRow, AgendaSettingsSchema } from './entities/agenda-settings.entity.ts';
import { type CustomHolidayRow, CustomHolidaySchema } from './entities/custom-holiday.entity.ts';
import { type DayUnblockRow, DayUnblockSchema } from './entities/day-unblock.entity.ts';
import { type HolidayBridgeRow, HolidayBridgeSchema } from './entities/holiday-bridge.entity.ts';
import { type ScheduleBlockRow, ScheduleBlockSchema } from './entities/schedule-block.entity.ts';

/** Scopes a query to the company even on an EntityManager the request did not scope. */
export const tenantOf = (companyId: string) => ({ filters: { [TENANT_FILTER]: { companyId } } });

// ------------------------------------------------------------------ mappers

export const settingsOf = (row: AgendaSettingsRow): AgendaSettings => ({
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
  blockedDayColor: row.blockedDayColor,
  appointmentColors: [...row.appointmentColors],
  nationalHolidays: row.nationalHolidays,
  stateHolidays: row.stateHolidays,
  cityHolidays: row.cityHolidays,
  lunchBreakEnabled: row.lunchBreakEnabled,
  lunchBreakStart: row.lunchBreakStart,
  lunchBreakEnd: row.lunchBreakEnd,
});

const holidayOf = (r: CustomHolidayRow & { id: string }): CustomHoliday => ({
  id: r.id,
  name: r.name,
  date: r.date,
  type: r.type,
  recurring: r.recurring,
  enabled: r.enabled,
});

const bridgeOf = (r: HolidayBridgeRow): HolidayBridge => ({
  id: r.id,
  name: r.name,
  startDate: r.startDate,
  endDate: r.endDate,
  enabled: r.enabled,
});

const blockOf = (r: ScheduleBlockRow): ScheduleBlock => ({
  id: r.id,
  title: r.title,
  startDate: r.startDate,
  endDate: r.endDate,
  type: r.type,
  allDay: r.allDay,
  startTime: r.allDay ? null : r.startTime,
  endTime: r.allDay ? null : r.endTime,
  enabled: r.enabled,
});

const unblockOf = (r: DayUnblockRow): DayUnblock => ({ id: r.id, date: r.date, reason: r.reason, enabled: r.enabled });

// ----------------------------------------------------------------- settings

/** The company's settings row, or the defaults when it has none yet (never writes). */
export async function readSettings(em: Em, companyId: string): Promise<AgendaSettings> {
  const row = await em.findOne(AgendaSettingsSchema, { companyId }, tenantOf(companyId));
  return row ? settingsOf(row) : { ...DEFAULT_SETTINGS, appointmentColors: [...DEFAULT_SETTINGS.appointmentColors] };
}

/** The company's settings row, created with the defaults on first read (concurrent first reads share one row). */
async function settingsRow(em: Em, companyId: string): Promise<AgendaSettingsRow> {
  const found = await em.findOne(AgendaSettingsSchema, { companyId }, tenantOf(companyId));
  if (found) return found;
  const now = new Date();
  await em.upsert(
    AgendaSettingsSchema,
    { id: crypto.randomUUID(), companyId, createdAt: now, updatedAt: now, ...DEFAULT_SETTINGS },
    { onConflictFields: ['companyId'], onConflictAction: 'ignore' },
  );
  return em.findOneOrFail(AgendaSettingsSchema, { companyId }, { ...tenantOf(companyId), refresh: true });
}

export async function getSettings(em: Em, companyId: string): Promise<AgendaSettings> {
  return settingsOf(await settingsRow(em, companyId));
}

export async function updateSettings(em: Em, companyId: string, patch: SettingsPatch): Promise<AgendaSettings> {
  const row = await settingsRow(em, companyId);
  const next = { ...settingsOf(row), ...definedOnly(patch) };
  const lunch = lunchBreakError(next);
  if (lunch) throw badRequest(lunch);
  em.assign(row, next);
  await em.flush();
  return settingsOf(row);
}

export async function allSettings(em: Em, companyId: string): Promise<AllSettings> {
  const [settings, holidays, bridges, blocks, unblocks] = [
    await getSettings(em, companyId),
    await listHolidays(em),
    await listBridges(em),
    await listBlocks(em),
    await listUnblocks(em),
  ];
  return { settings, holidays, bridges, blocks, unblocks };
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// -------------------------------------------------------------------- items

async function ownRow<T extends TenantEntity>(em: Em, schema: EntitySchema<T>, id: string, message: string) {
  const row = isUuid(id) ? await em.findOne(schema, { id } as never) : null;
  if (!row) throw notFound(message);
  return row;
}

async function removeRow<T extends TenantEntity>(em: Em, schema: EntitySchema<T>, id: string, message: string) {
  em.remove(await ownRow(em, schema, id, message));
  await em.flush();
  return { ok: true as const };
}

function check(message: string | null): void {
  if (message) throw badRequest(message);
}

// Custom holidays

export async function listHolidays(em: Em): Promise<CustomHoliday[]> {
  const rows = await em.find(CustomHolidaySchema, {}, { orderBy: { date: 'asc', name: 'asc' } });
  return rows.map(holidayOf);
}

export async function createHoliday(em: Em, companyId: string, input: HolidayCreate): Promise<CustomHoliday> {
  const row = make(em, CustomHolidaySchema, { companyId, ...input });
  await em.flush();
  return holidayOf(row);
}

export async function updateHoliday(em: Em, { id, ...patch }: HolidayUpdate): Promise<CustomHoliday> {
  const row = await ownRow(em, CustomHolidaySchema, id, T.holidayNotFound);
  const next = { ...holidayOf(row), ...definedOnly(patch) };
  check(holidayError(next));
  em.assign(row, { name: next.name, date: next.date, type: next.type, recurring: next.recurring, enabled: next.enabled });
  await em.flush();
  return holidayOf(row);
}

export const removeHoliday = (em: Em, id: string) => removeRow(em, CustomHolidaySchema, id, T.holidayNotFound);

// Bridges

export async function listBridges(em: Em): Promise<HolidayBridge[]> {
  const rows = await em.find(HolidayBridgeSchema, {}, { orderBy: { startDate: 'asc' } });
  return rows.map(bridgeOf);
}

export async function createBridge(em: Em, companyId: string, input: BridgeCreate): Promise<HolidayBridge> {
  const row = make(em, HolidayBridgeSchema, { companyId, ...input });
  await em.flush();
  return bridgeOf(row);
}

export async function updateBridge(em: Em, { id, ...patch }: BridgeUpdate): Promise<HolidayBridge> {
  const row = await ownRow(em, HolidayBridgeSchema, id, T.bridgeNotFound);
  const next = { ...bridgeOf(row), ...definedOnly(patch) };
  check(bridgeError(next));
  em.assign(row, { name: next.name, startDate: next.startDate, endDate: next.endDate, enabled: next.enabled });
  await em.flush();
  return bridgeOf(row);
}

export const removeBridge = (em: Em, id: string) => removeRow(em, HolidayBridgeSchema, id, T.bridgeNotFound);

// Blocks

export async function listBlocks(em: Em): Promise<ScheduleBlock[]> {
  const rows = await em.find(ScheduleBlockSchema, {}, { orderBy: { startDate: 'asc' } });
  return rows.map(blockOf);
}

const blockTimes = (b: { allDay: boolean; startTime?: string | null; endTime?: string | null }) =>
  b.allDay ? { startTime: null, endTime: null } : { startTime: b.startTime ?? null, endTime: b.endTime ?? null };

export async function createBlock(em: Em, companyId: string, input: BlockCreate): Promise<ScheduleBlock> {
  const row = make(em, ScheduleBlockSchema, { companyId, ...input, ...blockTimes(input) });
  await em.flush();
  return blockOf(row);
}

export async function updateBlock(em: Em, { id, ...patch }: BlockUpdate): Promise<ScheduleBlock> {
  const row = await ownRow(em, ScheduleBlockSchema, id, T.blockNotFound);
  const next = { ...blockOf(row), ...definedOnly(patch) };
  check(blockError(next));
  em.assign(row, {
    title: next.title,
    startDate: next.startDate,
    endDate: next.endDate,
    type: next.type,
    allDay: next.allDay,
    ...blockTimes(next),
    enabled: next.enabled,
  });
  await em.flush();
  return blockOf(row);
}

export const removeBlock = (em: Em, id: string) => removeRow(em, ScheduleBlockSchema, id, T.blockNotFound);

// Unblocks

export async function listUnblocks(em: Em): Promise<DayUnblock[]> {
  const rows = await em.find(DayUnblockSchema, {}, { orderBy: { date: 'asc' } });
  return rows.map(unblockOf);
}

export async function createUnblock(em: Em, companyId: string, input: UnblockCreate): Promise<DayUnblock> {
  const row = make(em, DayUnblockSchema, { companyId, ...input });
  await em.flush();
  return unblockOf(row);
}

export async function updateUnblock(em: Em, { id, ...patch }: UnblockUpdate): Promise<DayUnblock> {
  const row = await ownRow(em, DayUnblockSchema, id, T.unblockNotFound);
  const next = { ...unblockOf(row), ...definedOnly(patch) };
  check(unblockError(next));
  em.assign(row, { date: next.date, reason: next.reason, enabled: next.enabled });
  await em.flush();
  return unblockOf(row);
}

export const removeUnblock = (em: Em, id: string) => removeRow(em, DayUnblockSchema, id, T.unblockNotFound);

/** Whether the company set its agenda up (any setting other than the defaults): a step of a new clinic's first steps. */
export async function agendaSettingsChanged(em: Em, companyId: string): Promise<boolean> {
  const row = await em.findOne(AgendaSettingsSchema, { companyId }, tenantOf(companyId));
  return Boolean(row && JSON.stringify(settingsOf(row)) !== JSON.stringify(settingsOf({ ...row, ...DEFAULT_SETTINGS })));
}
