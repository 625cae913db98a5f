// @vitest-environment happy-dom
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { FDI_TEETH, teethOf } from '../../shared/teeth.ts';
import type { Surface } from '../../shared/surfaces.ts';
import type { ToothData, ToothTreatmentData } from '../../shared/treatments.ts';
import { Arches, Legend } from './arches.tsx';
import { faceAreas } from './surface-map.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function render(ui: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root?.render(ui));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const teeth = (statuses: Record<number, string>): ToothData[] =>
  FDI_TEETH.map((id) => ({
    id,
    status: statuses[id] ?? 'healthy',
    notes: null,
    procedures: [],
    treatments: [],
    faceConditions: [],
  }));

describe('Arches', () => {
  it('draws the 32 teeth in arch order, each shaped by its type, a missing one as a dashed box', () => {
    const picked: number[] = [];
    const el = render(<Arches teeth={teeth({ 36: 'caries', 18: 'missing' })} onSelect={(t) => picked.push(t.id)} />);
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('button[data-tooth]')];
    expect(buttons.map((b) => Number(b.dataset.tooth))).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37,
      38,
    ]);
    const tooth = (n: number) => buttons.find((b) => b.dataset.tooth === String(n)) as HTMLButtonElement;
    expect(tooth(36).getAttribute('aria-label')).toBe('Dente 36: Cárie');
    expect(tooth(36).querySelector('svg.clinical-tooth__svg')?.classList.contains('clinical-tooth__svg--molar')).toBe(true);
    expect(tooth(13).querySelector('svg.clinical-tooth__svg')?.classList.contains('clinical-tooth__svg--canine')).toBe(true);
    expect(tooth(18).querySelector('.clinical-tooth__missing')).not.toBeNull();
    expect(tooth(18).querySelector('svg')).toBeNull();
    act(() => tooth(36).click());
    expect(picked).toEqual([36]);
  });

  it('is not clickable without a handler (read-only)', () => {
    const el = render(<Arches teeth={teeth({})} />);
    expect([...el.querySelectorAll('button')].every((b) => b.disabled)).toBe(true);
  });

  it('draws a face condition as a round mark on its face, says it, and apart from the plan', () => {
    const chart = teeth({});
    const t36 = chart.find((t) => t.id === 36) as ToothData;
    t36.faceConditions = [
      { face: 'O', condition: 'caries', material: null },
      { face: 'M', condition: 'restoration', material: 'resin' },
    ];
    const el = render(<Arches teeth={chart} />);
    const tooth = el.querySelector('button[data-tooth="36"]') as HTMLButtonElement;
    expect(tooth.getAttribute('aria-label')).toBe('Dente 36: Hígido, cárie O, restauração M');
    expect(tooth.querySelector('path[data-face="O"]')?.getAttribute('data-condition')).toBe('caries');
    expect(tooth.querySelector('path[data-face="O"]')?.getAttribute('fill')).toBe('#FFFFFF');
    expect(tooth.querySelector('path[data-face="D"]')?.getAttribute('data-condition')).toBe('none');
    expect(tooth.querySelectorAll('circle')).toHaveLength(2);
    expect(el.querySelector('button[data-tooth="37"] circle')).toBeNull();
  });

  it('lists the seven statuses, the plan marks and the face conditions in the legend', () => {
    const el = render(<Legend />);
    expect([...el.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Hígido',
      'Cárie',
      'Restaurado',
      'Ausente',
      'Implante',
      'Coroa',
      'Tratamento Endodôntico',
      'Face planejada',
      'Face realizada',
      'Cárie (na face)',
      'Restauração (na face)',
      'Selante (na face)',
      'Fratura (na face)',
    ]);
  });

  it('paints the faces of open items red and of done ones blue, placed as the dentist sees the tooth', () => {
    const item = (id: string, status: ToothTreatmentData['status'], surfaces: Surface[]) =>
      ({ id, toothId: 36, status, surfaces, faces: surfaces.join('') }) as ToothTreatmentData;
    const chart = teeth({}).map((t) =>
      t.id === 36
        ? {
            ...t,
            treatments: [
              item('a', 'COMPLETED', ['O', 'V']),
              item('b', 'APPROVED', ['M', 'O', 'D']),
              item('c', 'CANCELLED', ['L']),
            ],
          }
        : t,
    );
    const el = render(<Arches teeth={chart} onSelect={() => undefined} />);
    const tooth = el.querySelector<HTMLButtonElement>('button[data-tooth="36"]') as HTMLButtonElement;
    expect(tooth.getAttribute('aria-label')).toBe(
      'Dente 36: Hígido, 1 tratamento em aberto, faces planejadas MOD, faces realizadas V',
    );
    const mark = (face: string) => tooth.querySelector(`path[data-face="${face}"]`)?.getAttribute('data-mark');
    expect(['M', 'O', 'D', 'V', 'L'].map(mark)).toEqual(['planned', 'planned', 'planned', 'done', 'none']);
  });

  it('puts the vestibular face outwards and the mesial face towards the midline', () => {
    expect(faceAreas(16)).toEqual({ top: 'V', bottom: 'P', left: 'D', right: 'M', centre: 'O' });
    expect(faceAreas(21)).toEqual({ top: 'V', bottom: 'P', left: 'M', right: 'D', centre: 'I' });
    expect(faceAreas(36)).toEqual({ top: 'L', bottom: 'V', left: 'M', right: 'D', centre: 'O' });
    expect(faceAreas(44)).toEqual({ top: 'L', bottom: 'V', left: 'D', right: 'M', centre: 'O' });
  });
});

describe("A child's and a mixed chart", () => {
  const chart = (ids: readonly number[], statuses: Record<number, string> = {}, erupting: number[] = []): ToothData[] =>
    ids.map((id) => ({
      id,
      status: statuses[id] ?? 'healthy',
      erupting: erupting.includes(id),
      notes: null,
      procedures: [],
      treatments: [],
      faceConditions: [],
    }));
  const order = (el: HTMLElement) =>
    [...el.querySelectorAll<HTMLButtonElement>('button[data-tooth]')].map((b) => Number(b.dataset.tooth));

  it('draws the 20 deciduous teeth, an exfoliated one as a box, its molars as molars', () => {
    const el = render(
      <Arches teeth={chart(teethOf('deciduous'), { 54: 'exfoliated' })} dentition="deciduous" onSelect={() => undefined} />,
    );
    expect(order(el)).toEqual([55, 54, 53, 52, 51, 61, 62, 63, 64, 65, 85, 84, 83, 82, 81, 71, 72, 73, 74, 75]);
    const tooth = (n: number) => el.querySelector(`button[data-tooth="${n}"]`) as HTMLButtonElement;
    expect(tooth(54).getAttribute('aria-label')).toBe('Dente 54: Esfoliado');
    expect(tooth(54).querySelector('.clinical-tooth__missing--exfoliated')).not.toBeNull();
    expect(tooth(55).querySelector('svg.clinical-tooth__svg')?.classList.contains('clinical-tooth__svg--molar')).toBe(true);
  });

  it('puts the deciduous rows between the permanent arches and says a successor is erupting', () => {
    const el = render(<Arches teeth={chart(teethOf('mixed'), {}, [14])} dentition="mixed" onSelect={() => undefined} />);
    expect(order(el)).toHaveLength(52);
    expect([...el.querySelectorAll('section')].map((s) => s.getAttribute('aria-label'))).toEqual([
      'Arcada Superior (Maxila)',
      'Decíduos superiores',
      'Decíduos inferiores',
      'Arcada Inferior (Mandíbula)',
    ]);
    expect(el.querySelector('button[data-tooth="14"]')?.getAttribute('aria-label')).toBe('Dente 14: Hígido, em erupção');
  });

  it("adds 'Esfoliado' and 'Em erupção' to the legend when children's teeth are drawn", () => {
    const el = render(<Legend deciduous />);
    const items = [...el.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toContain('Esfoliado');
    expect(items).toContain('Em erupção');
  });
});
