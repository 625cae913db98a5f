// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmFn, ConfirmProvider, useConfirm } from './confirm-dialog';
import { cleanup, click, getButton, pressKey, render } from './test-utils';

afterEach(() => {
  cleanup();
});

function Grab({ into }: { into: { confirm?: ConfirmFn } }) {
  into.confirm = useConfirm();
  return null;
}

describe('ConfirmDialog', () => {
  it("uses 'Confirmar' / 'Cancelar' by default and calls the callbacks", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Excluir cliente" message="Tem certeza?" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Tem certeza?');
    expect(dialog?.className).toContain('ui-confirm--warning');
    click(getButton('Confirmar'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    click(getButton('Cancelar'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses custom labels and a danger confirm button', () => {
    render(
      <ConfirmDialog
        open
        title="Excluir"
        message="?"
        type="danger"
        confirmLabel="Excluir"
        cancelLabel="Voltar"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(getButton('Excluir').className).toContain('ui-button--danger');
    // Focus starts on the safe choice for destructive actions.
    expect(document.activeElement).toBe(getButton('Voltar'));
  });
});

describe('useConfirm', () => {
  function setup(): ConfirmFn {
    const captured: { confirm?: ConfirmFn } = {};
    render(
      <ConfirmProvider>
        <Grab into={captured} />
      </ConfirmProvider>,
    );
    if (!captured.confirm) throw new Error('not captured');
    return captured.confirm;
  }

  it('resolves true on confirm and false on cancel', async () => {
    const confirm = setup();

    let first: Promise<boolean> | undefined;
    act(() => {
      first = confirm({ message: 'Excluir o serviço?', type: 'danger' });
    });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Excluir o serviço?');
    click(getButton('Confirmar'));
    await expect(first).resolves.toBe(true);
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    let second: Promise<boolean> | undefined;
    act(() => {
      second = confirm({ message: 'Descartar alterações?', cancelLabel: 'Não' });
    });
    click(getButton('Não'));
    await expect(second).resolves.toBe(false);
  });

  it('resolves false on Escape and queues concurrent requests', async () => {
    const confirm = setup();
    let a: Promise<boolean> | undefined;
    let b: Promise<boolean> | undefined;
    act(() => {
      a = confirm({ message: 'A?' });
      b = confirm({ message: 'B?' });
    });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('A?');
    pressKey('Escape');
    await expect(a).resolves.toBe(false);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('B?');
    click(getButton('Confirmar'));
    await expect(b).resolves.toBe(true);
  });

  it('throws outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab into={{}} />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
