// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { cleanup, click, getByRole, pressKey, render } from './test-utils';

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('renders an accessible dialog and moves focus into it', () => {
    render(
      <Modal open title="Novo agendamento" onClose={() => {}} footer={<button type="button">OK</button>}>
        <p>Conteúdo</p>
      </Modal>,
    );
    const dialog = getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const titleId = dialog.getAttribute('aria-labelledby');
    expect(titleId).toBeTruthy();
    expect(document.getElementById(titleId ?? '')?.textContent).toBe('Novo agendamento');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.className).toContain('ui-modal--md');
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="X" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="X" onClose={onClose}>
        x
      </Modal>,
    );
    pressKey('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on overlay (backdrop) click but not on clicks inside the dialog', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="X" onClose={onClose} size="lg">
        <span id="inside">x</span>
      </Modal>,
    );
    click(document.getElementById('inside'));
    expect(onClose).not.toHaveBeenCalled();
    click(document.querySelector('.ui-modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scroll while open and restores it afterwards', () => {
    document.body.style.overflow = 'scroll';
    const { rerender } = render(
      <Modal open title="X" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="X" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('scroll');
  });
});
