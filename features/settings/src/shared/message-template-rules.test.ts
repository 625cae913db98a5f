import { describe, expect, it } from 'vitest';
import { templateError } from './message-template-rules.ts';
import { DEFAULT_MESSAGE_TEMPLATES } from './message-templates.ts';

describe('templateError', () => {
  it('accepts the defaults and any text made of the kind’s own placeholders', () => {
    expect(templateError('CONFIRMATION', DEFAULT_MESSAGE_TEMPLATES.CONFIRMATION)).toBeNull();
    expect(templateError('RECALL', DEFAULT_MESSAGE_TEMPLATES.RECALL)).toBeNull();
    expect(templateError('CONFIRMATION', '{Nome}: {LINK}')).toBeNull();
  });

  it('refuses a blank or too long text, a confirmation without {link}, and a placeholder of another kind or misspelt', () => {
    expect(templateError('RECALL', ' \n ')).toBe('Escreva a mensagem de Retorno');
    expect(templateError('RECALL', `{nome}${' '.repeat(10)}${'x'.repeat(1000)}`)).toMatch(/no máximo 1000/);
    expect(templateError('CONFIRMATION', 'Olá {nome}')).toMatch(/precisa do marcador \{link\}/);
    expect(templateError('RECALL', 'Olá {profissional}')).toBe(
      'A mensagem de Retorno usa um marcador que não existe: {profissional}',
    );
    expect(templateError('CONFIRMATION', '{link} {nom}')).toMatch(/não existe: \{nom\}/);
  });
});
