import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, signIn, test } from './fixtures.ts';

// The documents issued to a patient show in the clinical module's 'Histórico', at their date, with
// their status and signature, and open as the stored PDF.

for (const width of [1366, 390]) {
  test(`issued documents are in the patient's Histórico and open as their PDF (${width} px)`, async ({
    page,
    owner,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const patient = width === 1366 ? 'Isadora Campos Prado' : 'Joaquim Teixeira Lobo';
    const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
      fullName: patient,
      cpf: randomCpf(),
      phone: '11912345678',
    });
    const issue = (body: unknown) =>
      api<{ document: { id: string; number: number } }>(base, owner, 'POST', `/api/clients/${client.id}/documents`, body);
    const prescription = (
      await issue({
        kind: 'receituario',
        items: [{ medicine: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8/8 h', quantity: '21 cápsulas', route: 'interno' }],
      })
    ).document;
    const certificate = (await issue({ kind: 'atestado', fields: { dias: 1 } })).document;
    await api(base, owner, 'POST', `/api/documents/${certificate.id}/cancel`, { reason: 'Emitido para o paciente errado' });

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner, null);
    const view = await openPatient(page, patient);
    await view.getByRole('tab', { name: 'Módulo Clínico' }).click();
    // The module's own tabs (the client's 'Histórico' tab beside them is the clients' one).
    await view
      .getByRole('tablist', { name: 'Módulo Clínico' })
      .getByRole('tab', { name: /Histórico/ })
      .click();

    const items = view.getByTestId('history-item');
    await expect(items).toHaveCount(2);
    const cancelled = items.filter({ hasText: `Atestado nº ${certificate.number}` });
    await expect(cancelled.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(cancelled.getByText('Motivo do cancelamento: Emitido para o paciente errado')).toBeVisible();
    await expect(cancelled.getByText('Não assinado')).toBeVisible();
    const valid = items.filter({ hasText: `Receituário simples nº ${prescription.number}` });
    await expect(valid.getByText('Válido', { exact: true })).toBeVisible();
    await expect(valid.getByText(owner.fullName)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the Histórico with documents at ${width} px`);
    await page.screenshot({ path: `/tmp/documents-history-shots/historico-${width}.png`, fullPage: true });

    // 'Abrir PDF' fetches the stored file and opens it in a new tab: a browser with a PDF viewer shows
    // it there, one without (the headless shell the tests run in) downloads it from there.
    let downloaded = '';
    const [tab, pdf] = await Promise.all([
      page.waitForEvent('popup').then((tab) => {
        tab.on('download', (download) => {
          downloaded = download.url();
        });
        return tab;
      }),
      page.waitForResponse((r) => r.url().endsWith(`/api/documents/${prescription.id}.pdf`)),
      valid.getByRole('button', { name: `Abrir PDF: Receituário simples nº ${prescription.number}` }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect.poll(() => (tab.url().startsWith('blob:') ? tab.url() : downloaded)).toMatch(/^blob:/);
    await tab.close();
  });
}
