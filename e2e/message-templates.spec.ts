import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, signIn, seeToast, test } from './fixtures.ts';

// Issue 25, 'Mensagens' in the agenda settings: the owner edits the confirmation message with a live
// preview, is stopped when {link} is missing, saves, and restores the default.

test.use({ viewport: { width: 1280, height: 1400 } });

test('the owner edits, previews, saves and restores the WhatsApp messages', async ({ page, owner, baseURL }) => {
  await signIn(page, owner);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await dialog.getByRole('tab', { name: 'Mensagens' }).click();
  const confirmation = dialog.getByRole('textbox', { name: 'Confirmação da consulta' });
  await expect(confirmation).toHaveValue(/^Olá, \{nome\}! Sua consulta na \{clinica\}/);
  await expect(dialog.getByText('link para o paciente confirmar, cancelar ou pedir para remarcar')).toBeVisible();
  const preview = dialog.getByRole('figure', { name: 'Prévia: Confirmação da consulta' });
  await expect(preview).toContainText('Olá, Maria! Sua consulta na Clínica Sorriso está marcada para 15/03/2027 às 09:30');
  await expectNoSeriousA11yViolations(page, "the settings' Mensagens tab", '[role="dialog"]');

  const save = dialog.getByRole('button', { name: 'Salvar', exact: true });
  await confirmation.fill('Oi {nome}, até {data} às {hora}!');
  await expect(preview).toContainText('Oi Maria, até 15/03/2027 às 09:30!');
  await expect(dialog.getByText('precisa do marcador {link}')).toBeVisible();
  await expect(save).toBeDisabled();

  await confirmation.fill('Oi {nome}, até {data} às {hora}! Confirme: {link}');
  await save.click();
  await seeToast(page, 'Mensagens salvas!');
  const stored = await api<{ templates: { CONFIRMATION: string } }>(baseURL ?? '', owner, 'GET', '/api/settings/messages');
  expect(stored.templates.CONFIRMATION).toBe('Oi {nome}, até {data} às {hora}! Confirme: {link}');

  await dialog.getByRole('region', { name: 'Confirmação da consulta' }).getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect(confirmation).toHaveValue(/^Olá, \{nome\}! Sua consulta na \{clinica\}/);
  await save.click();
  await seeToast(page, 'Mensagens salvas!');
  const restored = await api<{ templates: { CONFIRMATION: string } }>(baseURL ?? '', owner, 'GET', '/api/settings/messages');
  expect(restored.templates.CONFIRMATION).toMatch(/^Olá, \{nome\}! Sua consulta/);
});
