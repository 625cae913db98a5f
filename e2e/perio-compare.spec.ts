import { addDays, formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, seeToast, signIn, test } from './fixtures.ts';

// The periogram's leftovers of issue 37: two exams side by side with their differences, the margins,
// plaque, suppuration, mobility, furcation and implant entered on screen, and the printable A4 sheet.

type Site = { tooth: number; site: string; depth: number; margin: number; bleeding: boolean; plaque: boolean };

/** The first quadrant's vestibular sites: the earlier exam 3 mm, the later one deeper on 16 and shallower on 11. */
function sites(later: boolean): Site[] {
  const out: Site[] = [];
  for (const tooth of [18, 17, 16, 15, 14, 13, 12, 11]) {
    for (const site of ['DV', 'V', 'MV']) {
      let depth = 3;
      if (later && tooth === 16) depth = 6;
      if (later && tooth === 11) depth = 2;
      out.push({ tooth, site, depth, margin: -1, bleeding: later ? tooth === 16 : tooth === 11, plaque: false });
    }
  }
  return out;
}

for (const width of [1366, 390]) {
  test(`two perio exams side by side, margins and tooth values entered on screen, printed on A4 (${width} px)`, async ({
    page,
    owner,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const name = width === 1366 ? 'Iolanda Serpa Bastos' : 'Joaquim Leme Carvalhal';
    const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
      fullName: name,
      cpf: randomCpf(),
      phone: '11912345678',
    });
    const today = nowInTimeZone().date;
    const earlierDate = addDays(today, -120);
    const exams = `/api/clients/${client.id}/perio-exams`;
    for (const [date, later] of [
      [earlierDate, false],
      [today, true],
    ] as const) {
      const { exam } = await api<{ exam: { id: string } }>(base, owner, 'POST', exams, { date });
      await api(base, owner, 'PUT', `${exams}/${exam.id}`, { sites: sites(later), teeth: [] });
    }

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner, null);
    const view = await openPatient(page, name);
    await view.getByRole('tab', { name: 'Módulo Clínico' }).click();
    await view.getByRole('tab', { name: /Periograma/ }).click();
    await view.getByLabel('Comparar com').selectOption({ label: formatDatePtBR(earlierDate) });
    const compare = view.getByRole('region', { name: `Comparação: ${formatDatePtBR(earlierDate)} → ${formatDatePtBR(today)}` });
    await expect(compare).toBeVisible();
    const worse = compare.getByTestId('perio-worse');
    await expect(worse.getByRole('listitem')).toHaveCount(3);
    await expect(worse).toContainText('Dente 16 DV: 3 → 6 mm (+3)');
    await expect(compare.getByTestId('perio-better').getByRole('listitem')).toHaveCount(3);
    await expect(compare.getByTestId('perio-better')).toContainText('Dente 11 V: 3 → 2 mm (−1)');
    await expect(compare.getByTestId('perio-bleeding-new')).toContainText('Dente 16 MV');
    await expect(compare.getByTestId('perio-bleeding-resolved')).toContainText('Dente 11 DV');
    // 24 sites each: bleeding 3 of 24 (12,5%) both times; sites ≥ 4 mm: 0 then 3; ≥ 6 mm: 0 then 3.
    const row = (label: string) => compare.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row('Sangramento à sondagem')).toContainText('12,5%12,5%0 p.p.');
    await expect(row('Sítios ≥ 4 mm')).toContainText('03+3');
    await expect(row('Sítios ≥ 6 mm')).toContainText('03+3');
    await expectNoSeriousA11yViolations(page, `the perio comparison at ${width} px`);

    // Margins by keyboard (a '-' makes a recession), plaque and suppuration by key, the tooth's values by its panel.
    await view.getByRole('button', { name: 'Margem gengival' }).click();
    const chart = view.getByRole('group', { name: 'Periograma: digite as profundidades' });
    await chart.focus();
    await page.keyboard.press('-');
    await page.keyboard.press('2'); // 18 DV: −2
    await page.keyboard.press('1'); // 18 V: 1
    await page.keyboard.press('p');
    await page.keyboard.press('s'); // 18 MV: plaque, suppuration
    await expect(chart.getByRole('button', { name: 'Dente 18 DV: 3 mm, margem -2 mm' })).toBeVisible();
    await expect(chart.getByRole('button', { name: 'Dente 18 MV: 3 mm, margem -1 mm, placa, supuração' })).toBeVisible();
    await chart
      .getByRole('button', { name: /^Dente 16 V:/ })
      .first()
      .click();
    const panel = view.getByRole('group', { name: 'Dente 16' });
    await panel.getByLabel('Mobilidade').selectOption('2');
    await panel.getByLabel('Furca').selectOption('1');
    await chart
      .getByRole('button', { name: /^Dente 11 V:/ })
      .first()
      .click();
    const incisor = view.getByRole('group', { name: 'Dente 11' });
    await expect(incisor.getByLabel('Furca')).toHaveCount(0);
    await incisor.getByLabel('Implante').check();
    await view.getByRole('button', { name: 'Salvar periograma' }).click();
    await seeToast(page, 'Periograma salvo!');

    const { exams: list } = await api<{ exams: { id: string; date: string }[] }>(base, owner, 'GET', exams);
    const newest = list.find((e) => e.date === today);
    const { exam } = await api<{
      exam: { sites: Site[]; teeth: { tooth: number; mobility: number; furcation: number; implant: boolean }[] };
    }>(base, owner, 'GET', `${exams}/${newest?.id}`);
    expect(exam.sites.find((s) => s.tooth === 18 && s.site === 'DV')).toMatchObject({ depth: 3, margin: -2 });
    expect(exam.sites.find((s) => s.tooth === 18 && s.site === 'V')).toMatchObject({ margin: 1 });
    expect(exam.sites.find((s) => s.tooth === 18 && s.site === 'MV')).toMatchObject({ plaque: true, suppuration: true });
    expect(exam.teeth.find((t) => t.tooth === 16)).toMatchObject({ mobility: 2, furcation: 1 });
    expect(exam.teeth.find((t) => t.tooth === 11)).toMatchObject({ implant: true, furcation: 0 });

    // The A4 sheet: asked for, drawn only in print, with the letterhead, the patient and the arches.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-print-asked', 'yes');
    });
    await view.getByRole('button', { name: /Imprimir periograma/ }).click();
    await expect(page.locator('body')).toHaveAttribute('data-print-asked', 'yes');
    const sheet = page.getByRole('article', { name: 'Periograma' });
    await expect(sheet).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(name)).toBeVisible();
    await expect(sheet.getByText(formatDatePtBR(today))).toBeVisible();
    await expect(sheet.getByRole('table')).toHaveCount(2);
    await expect(sheet.getByRole('row', { name: /^PS V/ }).first()).toContainText('3 3 3P');
    await expect(sheet.getByRole('row', { name: /^MG V/ }).first()).toContainText('−2 1 −1');
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await page.screenshot({ path: `/tmp/records-shots/periograma-compare-${width}.png`, fullPage: true });
  });
}
