import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, seeToast, test } from './fixtures.ts';

// Issue 24, invitations: the owner invites a receptionist and copies the link; in another browser
// the receptionist opens it, creates her password and lands on the agenda signed in, without the
// owner's 'Equipe'; the owner deactivates her and her open tab is signed out (at its next request:
// the urgent room asks every minute).

test('the owner invites a receptionist, she joins by the link, and is signed out once deactivated', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL(/\/team$/);
  const members = page.getByRole('table');
  await expect(members.getByRole('row', { name: /Beatriz Almeida Costa/ })).toContainText('Administrador');
  await expectNoSeriousA11yViolations(page, '/team at 1366 px');

  const email = `recepcao-${Date.now()}@teste.com.br`;
  await page.getByRole('button', { name: 'Convidar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Nome completo').fill('Renata Souza Lima');
  await dialog.getByLabel('Papel').selectOption({ label: 'Recepção' });
  await expectNoSeriousA11yViolations(page, 'the invitation dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Convidar' }).click();

  const created = page.getByRole('dialog', { name: 'Convite criado' });
  const field = created.getByLabel('Link do convite');
  await expect(field).toHaveValue(/\/convite\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = created.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(await field.inputValue());
  await created.getByRole('button', { name: 'Copiar link' }).click();
  await seeToast(page, 'Link copiado');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());
  await created.getByRole('button', { name: 'Concluir' }).click();
  const invitations = page.getByRole('list', { name: 'Convites em aberto' });
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Pendente');

  // The receptionist, in a browser of her own.
  const hers = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const tab = await hers.newPage();
  await tab.goto(new URL(link).pathname);
  await expect(tab.getByRole('heading', { name: 'Convite para a equipe' })).toBeVisible();
  await expect(tab.getByText('Você foi convidado(a) para a equipe da Clínica Teste como Recepção.')).toBeVisible();
  await expect(tab.getByLabel('E-mail')).toHaveValue(email);
  await expect(tab.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(tab, '/convite at 1366 px');
  await tab.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(tab, '/convite at 390 px');
  await tab.getByLabel(/^Senha/).fill('segredo123');
  await tab.getByLabel('Confirmar senha').fill('segredo456');
  await tab.getByRole('button', { name: 'Entrar na equipe' }).click();
  await expect(tab.getByRole('alert')).toHaveText('As senhas não coincidem');
  await tab.getByLabel('Confirmar senha').fill('segredo123');
  await tab.getByRole('button', { name: 'Entrar na equipe' }).click();
  await expect(tab).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await tab.setViewportSize({ width: 1366, height: 900 });
  await expect(tab.getByText('Olá, Renata Souza Lima!')).toBeVisible();
  const herNav = tab.getByRole('navigation', { name: 'Principal' });
  await expect(herNav.getByRole('link', { name: 'Clientes' })).toBeVisible();
  await expect(herNav.getByRole('link', { name: 'Equipe' })).toHaveCount(0);

  // The owner sees her as a member, and deactivates her.
  await page.reload();
  const row = members.getByRole('row', { name: /Renata Souza Lima/ });
  await expect(row).toContainText('Ativo');
  await expect(invitations).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, '/team at 390 px');
  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole('button', { name: 'Desativar Renata Souza Lima' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar membro?' });
  await expect(confirm).toContainText('Tudo o que registrou continua no sistema.');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await seeToast(page, 'Renata Souza Lima foi desativado(a).');
  await expect(row).toContainText('Desativado');

  // Her open tab makes its next request within a minute and is signed out.
  await expect(tab).toHaveURL(/\/login/, { timeout: 65_000 });
  await hers.close();
});
