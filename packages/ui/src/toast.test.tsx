// @vitest-environment happy-dom
import { act } from 'react';
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

const { TOAST_DURATION_MS, TOAST_PRELOAD_MS, ToastHost, toast } = await import('./toast');
const { Modal } = await import('./modal');

/** Lets the lazily loaded toast library arrive and its container mount. */
async function settle() {
  await act(async () => {
    await import('./toast-library');
  });
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('toast', () => {
  it('auto-closes after 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('draws no container, and loads no toast library, until a toast is raised or the page settles', async () => {
    render(<ToastHost />);
    await settle();
    expect(sonner.Toaster).not.toHaveBeenCalled();
  });

  it('hands back an id at once and shows what was raised before the library arrived, in order', async () => {
    render(<ToastHost />);
    const ids = [
      toast.success('Cliente salvo com sucesso'),
      toast.error('Erro ao salvar'),
      toast.warning('Atenção'),
      toast.info('Informação'),
    ];
    expect(new Set(ids).size).toBe(4);
    expect(sonner.toast.success).not.toHaveBeenCalled();
    await settle();
    expect(sonner.toast.success).toHaveBeenCalledWith('Cliente salvo com sucesso', { id: ids[0], duration: 3000 });
    expect(sonner.toast.error).toHaveBeenCalledWith('Erro ao salvar', { id: ids[1], duration: 3000 });
    expect(sonner.toast.warning).toHaveBeenCalledWith('Atenção', { id: ids[2], duration: 3000 });
    expect(sonner.toast.info).toHaveBeenCalledWith('Informação', { id: ids[3], duration: 3000 });
    const order = (fn: { mock: { invocationCallOrder: number[] } }) => fn.mock.invocationCallOrder[0] ?? 0;
    expect(order(sonner.toast.success)).toBeLessThan(order(sonner.toast.error));
    expect(order(sonner.toast.warning)).toBeLessThan(order(sonner.toast.info));
  });

  it('a toast dismissed before the library arrived is never shown', async () => {
    render(<ToastHost />);
    // The container listens from the test before: unmount it so the next toasts wait again.
    cleanup();
    const kept = toast.success('Salvo');
    toast.dismiss(toast.error('Erro ao salvar'));
    render(<ToastHost />);
    await settle();
    expect(sonner.toast.success).toHaveBeenCalledWith('Salvo', { id: kept, duration: 3000 });
    expect(sonner.toast.error).not.toHaveBeenCalled();
  });

  it('once listening, forwards each toast and dismissal to the library at once', async () => {
    render(<ToastHost />);
    await settle();
    const id = toast.info('Informação');
    expect(sonner.toast.info).toHaveBeenCalledWith('Informação', { id, duration: 3000 });
    toast.dismiss(id);
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(id);
  });

  it('ToastHost renders a bottom-right (clear of the top bar), rich-colour Toaster with the duration', async () => {
    render(<ToastHost />);
    await settle();
    expect(sonner.Toaster).toHaveBeenCalled();
    const props = (sonner.Toaster.mock.calls[0] as unknown[] | undefined)?.[0];
    expect(props).toMatchObject({ position: 'bottom-right', richColors: true, duration: 3000 });
  });

  it('moves the toasts off the right-hand actions while a dialog is open, and back once it closes', async () => {
    const lastPosition = () => (sonner.Toaster.mock.calls.at(-1) as unknown[] | undefined)?.[0] as { position: string };
    const view = render(<ToastHost />);
    await settle();
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

  it('a fresh page draws the container a while after it settled, before any toast', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    vi.useFakeTimers();
    try {
      render(<fresh.ToastHost />);
      act(() => vi.advanceTimersByTime(TOAST_PRELOAD_MS - 100));
      expect(sonner.Toaster).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(2 * TOAST_PRELOAD_MS));
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(sonner.Toaster).toHaveBeenCalled();
  });
});
