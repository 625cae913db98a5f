import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits for the toast, then closes it so the next assertion only sees new ones. */
async function seeToast(page: Page, text: string) {
  const shown = toast(page, text).first();
  await expect(shown).toBeVisible();
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]')) button.click();
  });
  await expect(toast(page, text)).toHaveCount(0);
}

test('services page: a type with an emoji, a service of that type, edit, delete, and a type deleted under its services', async ({
  page,
  owner,
}) => {
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Serviços' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { name: 'Gestão de Serviços', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Serviços', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nenhum serviço cadastrado')).toBeVisible();

  // --- Tipos de Serviços: the warning, then a type with an emoji.
  await page.getByRole('tab', { name: 'Tipos de Serviços' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Tipo de Serviço' })).toBeVisible();
  const iconGrid = page.locator('.services-icon-grid');
  await expect(iconGrid.getByRole('button')).toHaveCount(60);
  await expect(iconGrid).toHaveCSS('grid-template-columns', /^(\S+\s){7}\S+$/);
  await page.getByRole('button', { name: 'Criar Tipo' }).click();
  await seeToast(page, 'Por favor, preencha o nome do tipo de serviço');

  await page.getByLabel('Nome do tipo').fill('Ortodontia');
  await page.getByLabel('Descrição').fill('Aparelhos e alinhadores');
  await page.getByRole('button', { name: 'Sorriso' }).click();
  await expect(page.getByRole('button', { name: 'Sorriso' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Criar Tipo' }).click();
  await seeToast(page, 'Tipo de serviço criado com sucesso!');
  const types = page.getByRole('list', { name: 'Tipos cadastrados' });
  await expect(types.getByRole('listitem').filter({ hasText: 'Ortodontia' })).toContainText('0 serviços');
  await expect(types.getByRole('listitem').filter({ hasText: 'Ortodontia' })).toContainText('😁');
  await expect(page.getByLabel('Nome do tipo')).toHaveValue('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/services-types.png', fullPage: true });

  // --- Serviços: §9 defaults, the spec's warning, then a service of that type.
  await page.getByRole('tab', { name: 'Serviços', exact: true }).click();
  await expect(page.getByLabel('Duração')).toHaveValue('60');
  await expect(page.getByLabel('Preço')).toHaveValue('0,00');
  await expect(page.getByLabel('Início do atendimento')).toHaveValue('08:00');
  await expect(page.getByLabel('Fim do atendimento')).toHaveValue('18:00');
  await expect(page.getByLabel('Duração')).toHaveAttribute('step', '15');
  await expect(page.getByLabel('Duração')).toHaveAttribute('min', '15');
  await page.getByRole('button', { name: 'Criar Serviço' }).click();
  await seeToast(page, 'Por favor, preencha todos os campos obrigatórios');

  await page.getByLabel('Nome do serviço').fill('Manutenção de aparelho');
  await page.getByLabel('Tipo de serviço').selectOption({ label: '😁 Ortodontia' });
  await page.getByLabel('Duração').fill('45');
  await page.getByLabel('Preço').fill('180.5');
  await page.getByRole('button', { name: 'Dom', exact: true }).click();
  await page.getByRole('button', { name: 'Sáb', exact: true }).click();
  await page.getByRole('button', { name: 'Criar Serviço' }).click();
  await seeToast(page, 'Serviço criado com sucesso!');

  const services = page.getByRole('list', { name: 'Serviços cadastrados' });
  const row = services.getByRole('listitem').filter({ hasText: 'Manutenção de aparelho' });
  await expect(row).toContainText('R$ 180,50');
  await expect(row).toContainText('45 min');
  await expect(row).toContainText('Ortodontia');
  await expect(row).toContainText('Seg a Sex');
  await expect(row).toContainText('08:00–18:00');
  await expect(page.getByLabel('Nome do serviço')).toHaveValue('');

  // --- Edit: cancel once, then change it.
  await page.getByRole('button', { name: 'Editar Manutenção de aparelho' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Serviço' })).toBeVisible();
  await expect(page.getByLabel('Nome do serviço')).toHaveValue('Manutenção de aparelho');
  await expect(page.getByLabel('Duração')).toHaveValue('45');
  await page.getByRole('button', { name: 'Cancelar Edição' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Serviço' })).toBeVisible();
  await expect(page.getByLabel('Nome do serviço')).toHaveValue('');

  await page.getByRole('button', { name: 'Editar Manutenção de aparelho' }).click();
  await page.getByLabel('Nome do serviço').fill('Manutenção mensal de aparelho');
  await page.getByLabel('Preço').fill('200');
  await page.getByLabel('Fim do atendimento').fill('12:00');
  await page.getByRole('button', { name: 'Atualizar Serviço' }).click();
  await seeToast(page, 'Serviço atualizado com sucesso!');
  const edited = services.getByRole('listitem').filter({ hasText: 'Manutenção mensal de aparelho' });
  await expect(edited).toContainText('R$ 200,00');
  await expect(edited).toContainText('08:00–12:00');
  await expect(page.getByRole('heading', { name: 'Novo Serviço' })).toBeVisible();

  // --- Delete through the confirmation: cancel keeps it, confirm removes it.
  const confirmText = 'Tem certeza que deseja excluir este serviço? Esta ação não pode ser desfeita.';
  await page.getByRole('button', { name: 'Excluir Manutenção mensal de aparelho' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(confirmText);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(edited).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/services.png', fullPage: true });

  await page.getByRole('button', { name: 'Excluir Manutenção mensal de aparelho' }).click();
  await expect(dialog).toContainText(confirmText);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await seeToast(page, 'Serviço excluído com sucesso!');
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('Nenhum serviço cadastrado')).toBeVisible();

  // --- Deleting the type leaves its services needing reconfiguration.
  await page.getByLabel('Nome do serviço').fill('Instalação de aparelho');
  await page.getByLabel('Tipo de serviço').selectOption({ label: '😁 Ortodontia' });
  await page.getByRole('button', { name: 'Criar Serviço' }).click();
  await seeToast(page, 'Serviço criado com sucesso!');
  await page.getByRole('tab', { name: 'Tipos de Serviços' }).click();
  await expect(types.getByRole('listitem').filter({ hasText: 'Ortodontia' })).toContainText('1 serviço');
  await page.getByRole('button', { name: 'Excluir Ortodontia' }).click();
  await expect(dialog).toContainText(
    'Tem certeza que deseja excluir este tipo de serviço? Todos os serviços deste tipo precisarão ser reconfigurados.',
  );
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await seeToast(page, 'Tipo de serviço excluído com sucesso!');
  await expect(page.getByText('Nenhum tipo de serviço cadastrado')).toBeVisible();
  await page.getByRole('tab', { name: 'Serviços', exact: true }).click();
  const orphan = services.getByRole('listitem').filter({ hasText: 'Instalação de aparelho' });
  await expect(orphan).toContainText('Precisa reconfigurar');
  await expect(orphan).toContainText('Sem tipo');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/services-reconfigure.png', fullPage: true });
});
