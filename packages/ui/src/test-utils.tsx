// Minimal render helpers for component tests (React 19 createRoot + act in happy-dom).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Mounted {
  root: Root;
  container: HTMLElement;
}

const mounted = new Set<Mounted>();

export interface RenderResult {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

export function render(ui: ReactNode): RenderResult {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      if (!mounted.delete(entry)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts everything rendered by `render` (call in afterEach). */
export function cleanup(): void {
  for (const entry of mounted) {
    act(() => entry.root.unmount());
    entry.container.remove();
  }
  mounted.clear();
}

export function pressKey(key: string, target: EventTarget = document.activeElement ?? document): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('click(): element not found');
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Types into a controlled input/textarea the way React expects (native setter + input event). */
export function typeInto(element: Element | null | undefined, value: string): void {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error('typeInto(): not an input');
  }
  const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function getByRole(role: string, root: ParentNode = document): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[role="${role}"]`);
  if (!found) throw new Error(`No element with role="${role}"`);
  return found;
}

export function getButton(text: string, root: ParentNode = document): HTMLButtonElement {
  const button = Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}
