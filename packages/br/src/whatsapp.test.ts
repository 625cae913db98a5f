import { describe, expect, it } from 'vitest';
import { brazilianMobile, fillPlaceholders, whatsappChatUrl } from './whatsapp';

describe('brazilianMobile', () => {
  it('takes a mobile with area code, masked or with the country code', () => {
    expect(brazilianMobile('(11) 98765-4321')).toBe('5511987654321');
    expect(brazilianMobile('+55 21 99876-5432')).toBe('5521998765432');
  });

  it('refuses landlines, short numbers, area codes with zero and nothing at all', () => {
    expect(brazilianMobile('(11) 3456-7890')).toBeNull();
    expect(brazilianMobile('98765-4321')).toBeNull();
    expect(brazilianMobile('(01) 98765-4321')).toBeNull();
    expect(brazilianMobile('(11) 88765-4321')).toBeNull();
    expect(brazilianMobile(null)).toBeNull();
  });
});

describe('fillPlaceholders', () => {
  it('fills every known placeholder and keeps unknown ones as written', () => {
    expect(fillPlaceholders('Olá, {nome}! {data} às {hora}. {xpto}', { nome: 'Ana', data: '28/11/2026', hora: '09:00' })).toBe(
      'Olá, Ana! 28/11/2026 às 09:00. {xpto}',
    );
  });
});

describe('whatsappChatUrl', () => {
  it('encodes the text for the address', () => {
    expect(whatsappChatUrl('5511987654321', 'Olá & até já')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1',
    );
  });
});
