import { formatBRL, formatDatePtBR } from '@agenda/br';

/** Brazilian phone digits with the country code, or null when too short to dial. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  return null;
}

/** A click-to-chat link with a polite pt-BR reminder; the browser opens it, the server sends nothing. */
export function whatsappReminderUrl(input: {
  phone: string | null | undefined;
  clientName: string;
  balanceCents: number;
  dueDate: string;
}): string | null {
  const number = whatsappNumber(input.phone);
  if (!number) return null;
  const firstName = input.clientName.trim().split(/\s+/)[0] ?? '';
  const text =
    `Olá, ${firstName}! Tudo bem? Passando para lembrar que há um saldo de ${formatBRL(input.balanceCents)} ` +
    `referente ao seu atendimento, com vencimento em ${formatDatePtBR(input.dueDate)}. ` +
    'Qualquer dúvida, estamos à disposição.';
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
