// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { DRAWER_CLOSE_MS, SideDrawer } from './side-drawer';
import { cleanup, click, pressKey, render } from './test-utils';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

function drawer() {
  return document.querySelector<HTMLElement>('.ui-drawer');
}

describe('SideDrawer', () => {
  it('exports a 300 ms close duration', () => {
    expect(DRAWER_CLOSE_MS).toBe(300);
  });

  it('renders a labelled dialog on the right by default, with the given width', () => {
    render(
      <SideDrawer open onClose={() => {}} title="Cliente" width={520}>
        corpo
      </SideDrawer>,
    );
    const el = drawer();
    expect(el?.getAttribute('role')).toBe('dialog');
    expect(el?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(el?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Cliente');
    expect(el?.className).toContain('ui-drawer--right');
    expect(el?.style.width).toBe('520px');
    expect(el?.contains(document.activeElement)).toBe(true);
  });

  it('supports the left side', () => {
    render(
      <SideDrawer open onClose={() => {}} title="Menu" side="left">
        x
      </SideDrawer>,
    );
    expect(drawer()?.className).toContain('ui-drawer--left');
  });

  it('closes on Escape and on overlay click', () => {
    const onClose = vi.fn();
    render(
      <SideDrawer open onClose={onClose} title="Cliente">
        x
      </SideDrawer>,
    );
    pressKey('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    click(document.querySelector('.ui-drawer-overlay'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks body overflow while open, restores the previous value, and unmounts after 300 ms', () => {
    document.body.style.overflow = 'auto';
    const onClose = vi.fn();
    const { rerender } = render(
      <SideDrawer open={false} onClose={onClose} title="Cliente">
        x
      </SideDrawer>,
    );
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('auto');

    rerender(
      <SideDrawer open onClose={onClose} title="Cliente">
        x
      </SideDrawer>,
    );
    expect(drawer()).not.toBeNull();
    expect(drawer()?.className).not.toContain('ui-drawer--closing');
    expect(document.body.style.overflow).toBe('hidden');

    rerender(
      <SideDrawer open={false} onClose={onClose} title="Cliente">
        x
      </SideDrawer>,
    );
    expect(document.body.style.overflow).toBe('auto');
    expect(drawer()?.className).toContain('ui-drawer--closing');

    act(() => {
      vi.advanceTimersByTime(DRAWER_CLOSE_MS - 1);
    });
    expect(drawer()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('reopening during the close animation keeps it mounted', () => {
    const { rerender } = render(
      <SideDrawer open onClose={() => {}} title="Cliente">
        x
      </SideDrawer>,
    );
    rerender(
      <SideDrawer open={false} onClose={() => {}} title="Cliente">
        x
      </SideDrawer>,
    );
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender(
      <SideDrawer open onClose={() => {}} title="Cliente">
        x
      </SideDrawer>,
    );
    act(() => {
      vi.advanceTimersByTime(DRAWER_CLOSE_MS * 2);
    });
    expect(drawer()).not.toBeNull();
    expect(drawer()?.className).not.toContain('ui-drawer--closing');
  });

  it('Escape closes only the topmost overlay (modal over drawer)', () => {
    const closeDrawer = vi.fn();
    const closeModal = vi.fn();
    document.body.style.overflow = 'visible';
    const { rerender } = render(
      <>
        <SideDrawer open onClose={closeDrawer} title="Cliente">
          x
        </SideDrawer>
        <Modal open={false} title="Confirmar" onClose={closeModal}>
          y
        </Modal>
      </>,
    );
    rerender(
      <>
        <SideDrawer open onClose={closeDrawer} title="Cliente">
          x
        </SideDrawer>
        <Modal open title="Confirmar" onClose={closeModal}>
          y
        </Modal>
      </>,
    );
    pressKey('Escape');
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(closeDrawer).not.toHaveBeenCalled();

    // Closing the modal keeps the page locked for the drawer.
    rerender(
      <>
        <SideDrawer open onClose={closeDrawer} title="Cliente">
          x
        </SideDrawer>
        <Modal open={false} title="Confirmar" onClose={closeModal}>
          y
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    pressKey('Escape');
    expect(closeDrawer).toHaveBeenCalledTimes(1);
  });
});
