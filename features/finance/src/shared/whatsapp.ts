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

/**
 * 'Enviar cobrança' by WhatsApp: the amount, the due date and the PIX copia e cola on a line of its
 * own, so the patient can long-press it and paste it into the bank's app.
 */
export function whatsappPixUrl(input: {
  phone: string | null | undefined;
  clientName: string;
  clinicName: string;
  balanceCents: number;
  dueDate: string;
  brCode: string;
}): string | null {
  const number = whatsappNumber(input.phone);
  if (!number) return null;
  const firstName = input.clientName.trim().split(/\s+/)[0] ?? '';
  const text =
    `Olá, ${firstName}! Segue a cobrança de ${formatBRL(input.balanceCents)} da ${input.clinicName}, ` +
    `com vencimento em ${formatDatePtBR(input.dueDate)}. Para pagar, copie o código abaixo e use a opção ` +
    '“PIX copia e cola” no app do seu banco:\n\n' +
    `${input.brCode}\n\nQualquer dúvida, estamos à disposição.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
