import { expect, signIn, test } from './fixtures.ts';

test('a page whose code fails to load shows the pt-BR error screen, not the router default', async ({ page, owner }) => {
  await signIn(page, owner);
  await page.route('**/assets/services-page-*.js', (route) => route.abort());
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'Algo deu errado' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Não foi possível exibir esta página.');
  await expect(alert.getByRole('button', { name: 'Tentar Novamente' })).toBeVisible();
  await expect(page.getByText(/Something went wrong/i)).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: '/tmp/platform-route-error-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/platform-route-error-390.png' });

  // Once the code can be fetched again, retrying shows the page.
  await page.unroute('**/assets/services-page-*.js');
  await alert.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByRole('heading', { name: /Serviços/ }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});
