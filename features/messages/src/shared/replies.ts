/** What a patient's reply does: '1' or 'Confirmar' confirms, '2' or 'Cancelar' cancels, 'SAIR' stops reminders. */
export type ReplyAction = 'confirmou' | 'cancelou' | 'sair' | 'ler';

export function replyAction(text: string): ReplyAction {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  if (word === '1' || word === 'CONFIRMAR') return 'confirmou';
  if (word === '2' || word === 'CANCELAR') return 'cancelou';
  if (word === 'SAIR') return 'sair';
  return 'ler';
}
