// @vitest-environment happy-dom
import { queryClient } from '@agenda/api-client/trpc';
import { ConfirmProvider } from '@agenda/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClinicalModule } from './clinical-module.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function render(ui: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </QueryClientProvider>,
    ),
  );
  return container;
}
// The screens' data calls stay pending: this test is about which tabs the module shows.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  queryClient.clear();
  vi.unstubAllGlobals();
});

const tab = { id: 'tab-1', name: 'Módulo Clínico', icon: null, fieldConfig: { type: 'clinical_module' } };
const tabLabels = (el: HTMLElement) =>
  [...el.querySelectorAll('[role="tab"]')].map((t) => t.textContent?.replace(/^[^\p{L}]+/u, ''));

describe('ClinicalModule', () => {
  it('shows Anamnese, Prontuário, Odontograma, Periograma and Histórico on the client', () => {
    const el = render(<ClinicalModule clientId="c1" clientName="Ana" tab={tab} />);
    expect(tabLabels(el)).toEqual(['Anamnese', 'Prontuário', 'Odontograma', 'Periograma', 'Histórico']);
    expect(el.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toContain('Anamnese');
  });

  it('hides Anamnese, Periograma and Histórico inside an appointment and opens on the Prontuário', () => {
    const el = render(<ClinicalModule clientId="c1" clientName="Ana" tab={tab} appointmentId="a1" />);
    expect(tabLabels(el)).toEqual(['Prontuário', 'Odontograma']);
    expect(el.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toContain('Prontuário');
  });

  it('says it is read-only when it is (a cancelled appointment), and not otherwise', () => {
    const readOnly = render(<ClinicalModule clientId="c1" clientName="Ana" tab={tab} appointmentId="a1" readOnly />);
    expect(readOnly.textContent).toContain('Somente leitura');
    act(() => root?.unmount());
    const editable = render(<ClinicalModule clientId="c1" clientName="Ana" tab={tab} appointmentId="a1" />);
    expect(editable.textContent).not.toContain('Somente leitura');
  });
});
