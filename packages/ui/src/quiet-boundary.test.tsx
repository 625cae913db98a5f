// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';
import { cleanup, render } from './test-utils';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function FailingAlert(): never {
  throw new Error('the alert could not be read');
}

describe('QuietBoundary', () => {
  it('leaves out a part that failed, and its siblings stay', () => {
    // React reports the caught error on the console; the test only reads the page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <div>
        <QuietBoundary>
          <FailingAlert />
        </QuietBoundary>
        <button type="button">Reagendar</button>
      </div>,
    );
    expect(container.textContent).toBe('Reagendar');
  });

  it('shows its fallback in the failed part’s place, and the part itself when it works', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = render(
      <QuietBoundary fallback={<span>indisponível</span>}>
        <FailingAlert />
      </QuietBoundary>,
    );
    expect(failed.container.textContent).toBe('indisponível');
    const working = render(
      <QuietBoundary fallback={<span>indisponível</span>}>
        <span>Alergias: dipirona</span>
      </QuietBoundary>,
    );
    expect(working.container.textContent).toBe('Alergias: dipirona');
  });
});
