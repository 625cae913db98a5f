import { describe, expect, it } from 'vitest';
import { whatsappNumber, whatsappPixUrl, whatsappReminderUrl } from './whatsapp.ts';

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

describe('whatsapp PIX charge', () => {
  it('carries the copia e cola on a line of its own, with the amount and due date', () => {
    const brCode = '00020126360014br.gov.bcb.pix0114+55119876543215204000053039865406150.505802BR6304ABCD';
    const url = whatsappPixUrl({
      phone: '(11) 98888-7777',
      clientName: 'Ana Souza',
      clinicName: 'Clínica Sorriso',
      balanceCents: 15_050,
      dueDate: '2025-03-07',
      brCode,
    });
    const text = new URL(url ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain('R$ 150,50 da Clínica Sorriso');
    expect(text).toContain('07/03/2025');
    expect(text.split('\n')).toContain(brCode);
  });
  it('gives no link without a phone to dial', () => {
    expect(
      whatsappPixUrl({ phone: null, clientName: 'Ana', clinicName: 'X', balanceCents: 1, dueDate: '2025-03-07', brCode: 'x' }),
    ).toBeNull();
  });
});
