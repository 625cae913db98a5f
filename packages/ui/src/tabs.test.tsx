// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';
import { cleanup, click, getButton, pressKey, render } from './test-utils';

afterEach(() => {
  cleanup();
});

function Example() {
  const [active, setActive] = useState('dados');
  return (
    <>
      <Tabs
        tabs={[
          { id: 'dados', label: 'Dados' },
          { id: 'historico', label: 'Histórico' },
        ]}
        active={active}
        onChange={setActive}
      />
      <TabPanel id="dados" active={active}>
        Painel dados
      </TabPanel>
      <TabPanel id="historico" active={active}>
        Painel histórico
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('exposes tablist/tab semantics and switches panels', () => {
    render(<Example />);
    expect(document.querySelector('[role="tablist"]')).not.toBeNull();
    const dados = getButton('Dados');
    expect(dados.getAttribute('role')).toBe('tab');
    expect(dados.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('[role="tabpanel"]')?.textContent).toBe('Painel dados');

    click(getButton('Histórico'));
    expect(getButton('Histórico').getAttribute('aria-selected')).toBe('true');
    const panel = document.querySelector('[role="tabpanel"]');
    expect(panel?.textContent).toBe('Painel histórico');
    expect(panel?.getAttribute('aria-labelledby')).toBe(getButton('Histórico').id);

    getButton('Histórico').focus();
    pressKey('ArrowRight');
    expect(getButton('Dados').getAttribute('aria-selected')).toBe('true');
  });
});
