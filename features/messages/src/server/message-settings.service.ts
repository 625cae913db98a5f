import { randomUUID } from 'node:crypto';
import { clinicCard } from '@agenda/auth/server';
import { fillPlaceholders } from '@agenda/br';
import { messageTemplates } from '@agenda/settings/server';
import { type Em, PG_UNIQUE_VIOLATION, pgErrorCode, runSql, sql } from '@agenda/db';
import { conflict } from '@agenda/trpc';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import type { MessageSettingsInput } from '../shared/schemas.ts';
import { DEFAULT_REMINDER_RULES, type ReminderRules } from '../shared/reminder-schedule.ts';
import { scopedTo } from './scope.ts';
import { type MessageSettings, MessageSettingsSchema } from './entities/message-settings.entity.ts';

/** The WhatsApp Business number a clinic sends from: its phone-number id and access token. */
export interface WhatsappAccount {
  phoneNumberId: string;
  token: string;
  template: string;
}

export interface ClinicMessaging {
  rules: ReminderRules;
  whatsapp: WhatsappAccount | null;
  emailEnabled: boolean;
}

/** The clinic's settings, the defaults until it saves its own (24 h and 2 h, quiet 20:00–08:00, no WhatsApp). */
export async function clinicMessaging(em: Em, companyId: string): Promise<ClinicMessaging> {
  return messagingOf(await em.findOne(MessageSettingsSchema, { companyId }, scopedTo(companyId)));
}

/** What a clinic's settings row says, or the defaults when it has none. */
export function messagingOf(row: Omit<MessageSettings, 'id' | 'companyId' | 'createdAt' | 'updatedAt'> | null): ClinicMessaging {
  if (!row) return { rules: DEFAULT_REMINDER_RULES, whatsapp: null, emailEnabled: true };
  return {
    rules: { hoursBefore: row.reminderHours, quietStart: row.quietStart, quietEnd: row.quietEnd },
    whatsapp:
      row.whatsappPhoneNumberId && row.whatsappToken
        ? { phoneNumberId: row.whatsappPhoneNumberId, token: row.whatsappToken, template: row.whatsappTemplate }
        : null,
    emailEnabled: row.emailEnabled,
  };
}

/** The settings as the owner's screen shows them: the token only as whether there is one. */
export async function messageSettings(em: Em, companyId: string) {
  const m = await clinicMessaging(em, companyId);
  const row = await em.findOne(MessageSettingsSchema, { companyId }, scopedTo(companyId));
  return {
    reminderHours: [...m.rules.hoursBefore],
    quietStart: m.rules.quietStart,
    quietEnd: m.rules.quietEnd,
    whatsappPhoneNumberId: row?.whatsappPhoneNumberId ?? null,
    whatsappConfigured: m.whatsapp !== null,
    whatsappTemplate: row?.whatsappTemplate ?? 'lembrete_consulta',
    emailEnabled: m.emailEnabled,
    /** The clinic's CONFIRMATION template (Configurações › Mensagens) as a patient reads it. */
    preview: fillPlaceholders((await messageTemplates(em, companyId)).CONFIRMATION, {
      nome: 'Maria',
      data: '03/12/2026',
      hora: '14:30',
      profissional: 'Dra. Ana Souza',
      clinica: (await clinicCard(em, companyId))?.name ?? '',
      link: 'https://…/p/…',
    }),
  };
}

/** Saves the clinic's settings in one statement (two owners saving at once cannot collide on the key). */
export async function saveMessageSettings(em: Em, companyId: string, input: MessageSettingsInput) {
  const keepToken = input.whatsappToken === undefined;
  const save = runSql(
    em,
    sql`insert into message_settings (id, company_id, reminder_hours, quiet_start, quiet_end, whatsapp_phone_number_id,
          whatsapp_token, whatsapp_template, email_enabled, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, ${input.reminderHours}::integer[], ${input.quietStart}, ${input.quietEnd},
          ${input.whatsappPhoneNumberId}, ${input.whatsappToken ?? null}, ${input.whatsappTemplate}, ${input.emailEnabled}, now(), now())
        on conflict (company_id) do update set
          reminder_hours = excluded.reminder_hours, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
          whatsapp_phone_number_id = excluded.whatsapp_phone_number_id,
          whatsapp_token = case when ${keepToken} then message_settings.whatsapp_token else excluded.whatsapp_token end,
          whatsapp_template = excluded.whatsapp_template, email_enabled = excluded.email_enabled, updated_at = now()`,
  );
  await save.catch((error: unknown) => {
    throw pgErrorCode(error) === PG_UNIQUE_VIOLATION ? conflict(T.phoneNumberIdTaken) : error;
  });
  return messageSettings(em, companyId);
}
