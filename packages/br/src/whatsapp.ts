import { onlyDigits } from './mask';

/** Why a phone gets no WhatsApp button: the message staff read beside the row. */
export const NOT_A_MOBILE_MESSAGE = 'Sem WhatsApp: o telefone não é um celular brasileiro (DDD + 9 dígitos).';

/**
 * A Brazilian mobile as WhatsApp dials it ('5511987654321'), or null. A mobile has a two-digit area
 * code without zeros (11–99) and nine digits starting with 9; a leading country code 55 is accepted.
 * Landlines and short numbers cannot receive the message, so they get no link at all.
 */
export function brazilianMobile(phone: string | null | undefined): string | null {
  const digits = onlyDigits(phone ?? '');
  const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
  if (!/^[1-9][1-9]9\d{8}$/.test(national)) return null;
  return `55${national}`;
}

/** Click-to-chat: the browser opens WhatsApp with the message ready; nothing is sent by the server. */
export function whatsappChatUrl(mobile: string, text: string): string {
  return `https://wa.me/${mobile}?text=${encodeURIComponent(text)}`;
}

/**
 * A message template with its `{placeholder}`s filled. A placeholder without a value stays as
 * written, so a template edited with a typo shows the typo instead of dropping words silently.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-zà-ú]+)\}/gi, (whole, name: string) => values[name.toLowerCase()] ?? whole);
}
