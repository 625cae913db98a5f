import { nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, signIn, test } from './fixtures.ts';
import { serverDatabase } from './server-database.ts';

// The patient's hash chain covers the chart (decision 058): a tooth, a periogram and the initial
// situation changed in the database behind the application show 'Registro alterado fora do sistema'
// where the dentist reads them.

async function changeBehindTheApplication(clientId: string) {
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query(`update tooth_state set status = 'healthy' where client_id = $1 and tooth = 11`, [clientId]);
    await db.query(`update perio_exam set sites = '[]' where client_id = $1`, [clientId]);
    // The initial situation's trigger refuses any UPDATE: the database owner sets it aside.
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`update initial_situation set teeth = '[{"tooth": 11, "code": "H"}]' where client_id = $1`, [clientId]);
    await db.query('commit');
  } finally {
    await db.end();
  }
}

for (const width of [1366, 390]) {
  test(`chart data changed behind the application is flagged where the dentist reads it (${width} px)`, async ({
    page,
    owner,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const name = width === 1366 ? 'Eulália Brandão Pires' : 'Fabrício Moura Leal';
    const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
      fullName: name,
      cpf: randomCpf(),
      phone: '11912345678',
    });
    const path = `/api/clients/${client.id}`;
    await api(base, owner, 'PUT', `${path}/odontograma/11`, { status: 'caries', notes: '' });
    await api(base, owner, 'PUT', `${path}/odontograma/21`, { status: 'restored', notes: '' });
    await api(base, owner, 'POST', `${path}/initial-situation`, { teeth: [{ tooth: 11, code: 'C' }] });
    const { exam } = await api<{ exam: { id: string } }>(base, owner, 'POST', `${path}/perio-exams`, {
      date: nowInTimeZone().date,
    });
    const site = { tooth: 16, site: 'V', depth: 5, margin: 0, bleeding: true, plaque: false, suppuration: false };
    await api(base, owner, 'PUT', `${path}/perio-exams/${exam.id}`, { sites: [site], teeth: [] });

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner, null);
    let view = await openPatient(page, name);
    const moduleTab = (tab: RegExp) =>
      view.getByRole('tablist', { name: 'Módulo Clínico' }).getByRole('tab', { name: tab }).click();
    await view.getByRole('tab', { name: 'Módulo Clínico' }).click();
    await moduleTab(/Odontograma/);
    await expect(view.getByRole('region', { name: 'Situação inicial' })).toBeVisible();
    await expect(view.getByText('Registro alterado fora do sistema')).toHaveCount(0);

    await changeBehindTheApplication(client.id);
    await page.reload();
    view = await openPatient(page, name);
    await view.getByRole('tab', { name: 'Módulo Clínico' }).click();
    await moduleTab(/Odontograma/);
    await expect(view.getByTestId('odontogram-altered')).toHaveText('⚠ Registro alterado fora do sistema · Dente 11');
    await expect(view.getByTestId('initial-altered')).toHaveText(/Registro alterado fora do sistema/);
    await expectNoSeriousA11yViolations(page, `an altered odontogram at ${width} px`);
    await page.screenshot({ path: `/tmp/chart-chain-shots/odontograma-${width}.png`, fullPage: true });

    await moduleTab(/Periograma/);
    await expect(view.getByTestId('perio-altered')).toHaveText(/Registro alterado fora do sistema/);
    await expectNoSeriousA11yViolations(page, `an altered periogram at ${width} px`);
    await page.screenshot({ path: `/tmp/chart-chain-shots/periograma-${width}.png`, fullPage: true });
  });
}
