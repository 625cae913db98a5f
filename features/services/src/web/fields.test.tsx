// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DurationField } from './duration-field.tsx';
import { IconPicker } from './icon-picker.tsx';

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

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function IconHarness({ seen }: { seen: string[] }) {
  const [icon, setIcon] = useState('');
  return (
    <IconPicker
      label="Ícone"
      value={icon}
      onChange={(next) => {
        seen.push(next);
        setIcon(next);
      }}
    />
  );
}

describe('IconPicker', () => {
  it('offers 60 named emojis in 8 columns; a second click clears the choice', () => {
    const seen: string[] = [];
    const container = render(<IconHarness seen={seen} />);
    const grid = container.querySelector<HTMLElement>('.services-icon-grid');
    expect(grid?.style.gridTemplateColumns).toBe('repeat(8, minmax(0, 1fr))');
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons).toHaveLength(60);
    const tooth = buttons.find((b) => b.getAttribute('aria-label') === 'Dente');
    act(() => tooth?.click());
    expect(tooth?.getAttribute('aria-pressed')).toBe('true');
    act(() => tooth?.click());
    expect(tooth?.getAttribute('aria-pressed')).toBe('false');
    expect(seen).toEqual(['🦷', '']);
  });
});

function DurationHarness({ seen }: { seen: number[] }) {
  const [minutes, setMinutes] = useState(60);
  return (
    <DurationField
      label="Duração"
      value={minutes}
      onChange={(next) => {
        seen.push(next);
        setMinutes(next);
      }}
    />
  );
}

describe('DurationField', () => {
  it('steps by 15 from 15, and turns non-numeric input into 0', () => {
    const seen: number[] = [];
    const container = render(<DurationHarness seen={seen} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('60');
    expect(input.step).toBe('15');
    expect(input.min).toBe('15');
    expect(container.querySelector('label')?.htmlFor).toBe(input.id);
    typeInto(input, '45');
    typeInto(input, 'abc');
    expect(seen).toEqual([45, 0]);
    typeInto(input, '30');
    expect(seen).toEqual([45, 0, 30]);
    expect(input.value).toBe('30');
  });
});
