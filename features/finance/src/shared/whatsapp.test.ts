import { describe, expect, it } from 'vitest';
import { whatsappNumber, whatsappReminderUrl } from './whatsapp.ts';

describe('whatsapp reminder', () => {
  it('dials Brazilian numbers with the country code', () => {
    expect(whatsappNumber('(11) 98888-7777')).toBe('5511988887777');
    expect(whatsappNumber('+55 11 3333-4444')).toBe('551133334444');
    expect(whatsappNumber('123')).toBeNull();
  });
  it('builds a wa.me link with the balance and due date in pt-BR', () => {
    const url = whatsappReminderUrl({
      phone: '(11) 98888-7777',
      clientName: 'Ana Souza',
      balanceCents: 15_050,
      dueDate: '2025-03-07',
    });
    expect(url?.startsWith('https://wa.me/5511988887777?text=')).toBe(true);
    const text = decodeURIComponent(url?.split('text=')[1] ?? '');
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain('R$ 150,50');
    expect(text).toContain('07/03/2025');
  });
});
