// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from './test-utils';

const sonner = vi.hoisted(() => ({
  toast: {
    success: vi.fn(() => 1),
    error: vi.fn(() => 2),
    warning: vi.fn(() => 3),
    info: vi.fn(() => 4),
    dismiss: vi.fn(),
  },
  Toaster: vi.fn(() => null),
}));

vi.mock('sonner', () => sonner);

const { TOAST_DURATION_MS, ToastHost, toast } = await import('./toast');
const { Modal } = await import('./modal');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('toast', () => {
  it('auto-closes after 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('forwards the four types to sonner with the duration', () => {
    toast.success('Cliente salvo com sucesso');
    toast.error('Erro ao salvar');
    toast.warning('Atenção');
    toast.info('Informação');
    expect(sonner.toast.success).toHaveBeenCalledWith('Cliente salvo com sucesso', { duration: 3000 });
    expect(sonner.toast.error).toHaveBeenCalledWith('Erro ao salvar', { duration: 3000 });
    expect(sonner.toast.warning).toHaveBeenCalledWith('Atenção', { duration: 3000 });
    expect(sonner.toast.info).toHaveBeenCalledWith('Informação', { duration: 3000 });
  });

  it('ToastHost renders a bottom-right (clear of the top bar), rich-colour Toaster with the duration', () => {
    render(<ToastHost />);
    expect(sonner.Toaster).toHaveBeenCalledTimes(1);
    const props = (sonner.Toaster.mock.calls[0] as unknown[] | undefined)?.[0];
    expect(props).toMatchObject({ position: 'bottom-right', richColors: true, duration: 3000 });
  });

  it('moves the toasts off the right-hand actions while a dialog is open, and back once it closes', () => {
    const lastPosition = () => (sonner.Toaster.mock.calls.at(-1) as unknown[] | undefined)?.[0] as { position: string };
    const view = render(<ToastHost />);
    view.rerender(
      <>
        <ToastHost />
        <Modal open title="Novo Cliente" onClose={() => {}} />
      </>,
    );
    expect(lastPosition()).toMatchObject({ position: 'bottom-left', className: 'ui-toaster--over-dialog' });
    view.rerender(<ToastHost />);
    expect(lastPosition()).toMatchObject({ position: 'bottom-right' });
  });
});
