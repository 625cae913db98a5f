// @vitest-environment happy-dom
import { AccessProvider, SlotsProvider, fill } from '@agenda/ui';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientTabPanel } from './client-tab-panel.tsx';
import { clientTabSlot } from './slots.ts';
import { useVisibleClientTabs } from './visible-tabs.ts';

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

const base = { clientId: 'c1', clientName: 'Ana Souza' };

function Odontogram(props: { clientName: string; appointmentId?: string }) {
  return (
    <p>
      Odontograma de {props.clientName} ({props.appointmentId})
    </p>
  );
}

describe('ClientTabPanel', () => {
  it('shows a clear placeholder for a module tab nobody fills', () => {
    const container = render(
      <ClientTabPanel {...base} tab={{ id: 't1', name: 'Odontograma', icon: '🦷', fieldConfig: { type: 'odontogram' } }} />,
    );
    expect(container.textContent).toContain('Módulo ainda não disponível');
    expect(container.textContent).toContain('A aba Odontograma será exibida quando o módulo clínico estiver instalado.');
  });

  it('draws the fill that answers to the module type, with the tab’s props', () => {
    const container = render(
      <SlotsProvider
        fills={[fill({ slot: clientTabSlot, id: 'clinical.odontogram', match: 'odontogram', component: Odontogram })]}
      >
        <ClientTabPanel
          {...base}
          appointmentId="a9"
          tab={{ id: 't1', name: 'Odontograma', icon: null, fieldConfig: { type: 'odontogram' } }}
        />
      </SlotsProvider>,
    );
    expect(container.textContent).toBe('Odontograma de Ana Souza (a9)');
  });

  it('draws nothing, not “not installed”, for a member whose role may not see the module', () => {
    const container = render(
      <AccessProvider may={(permission) => permission !== 'clinical'}>
        <SlotsProvider
          fills={[
            fill({
              slot: clientTabSlot,
              id: 'clinical.odontogram',
              match: 'odontogram',
              permission: 'clinical',
              component: Odontogram,
            }),
          ]}
        >
          <ClientTabPanel {...base} tab={{ id: 't1', name: 'Odontograma', icon: null, fieldConfig: { type: 'odontogram' } }} />
        </SlotsProvider>
      </AccessProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('answers a config that cannot be read with the spec’s message', () => {
    const container = render(
      <ClientTabPanel {...base} tab={{ id: 't2', name: 'Ficha', icon: null, fieldConfig: '{quebrado' }} />,
    );
    expect(container.textContent).toContain('Nenhum campo configurado para esta aba.');
  });
});

const businessTabs = [
  { id: 'a', name: 'Anamnese', icon: null, fieldConfig: { fields: [{ name: 'q', label: 'Queixa', type: 'text' }] } },
  { id: 'o', name: 'Odontograma', icon: null, fieldConfig: { type: 'odontogram' } },
  { id: 'x', name: 'Exames', icon: null, fieldConfig: { type: 'exams' } },
];
function Names() {
  return (
    <p>
      {useVisibleClientTabs(businessTabs)
        .map((t) => t.name)
        .join(', ')}
    </p>
  );
}

describe('useVisibleClientTabs', () => {
  const fills = [
    fill({ slot: clientTabSlot, id: 'clinical.odontogram', match: 'odontogram', permission: 'clinical', component: Odontogram }),
  ];
  const names = (may: (permission: string) => boolean) =>
    render(
      <AccessProvider may={may}>
        <SlotsProvider fills={fills}>
          <Names />
        </SlotsProvider>
      </AccessProvider>,
    ).textContent;

  it('leaves every client tab out without the clinical permission', () => {
    expect(names((permission) => permission !== 'clinical')).toBe('');
  });

  it('leaves a module tab out when its module is there but not the member’s', () => {
    expect(names((permission) => permission === 'clinical')).toBe('Anamnese, Odontograma, Exames');
    const odontogramOnlyForOthers = [{ ...fills[0], permission: 'finance' }];
    const shown = render(
      <AccessProvider may={(permission) => permission === 'clinical'}>
        <SlotsProvider fills={odontogramOnlyForOthers as typeof fills}>
          <Names />
        </SlotsProvider>
      </AccessProvider>,
    ).textContent;
    // An uninstalled module (Exames) keeps its tab and its placeholder.
    expect(shown).toBe('Anamnese, Exames');
  });
});
