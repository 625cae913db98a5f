import { useState } from 'react';

export interface NumericBounds {
  min?: number;
  max?: number;
}

/**
 * Parses what the user typed into a count or a quantity (minutes, units): empty or non-numeric
 * input becomes 0 (or `min` when it is greater than 0); the result is clamped to [min, max].
 * Accepts a decimal comma. Never for money: '1.234,56' is read by `parseReaisInput` (@agenda/br)
 * behind MoneyField, the one money input.
 */
export function parseNumericInput(text: string, bounds: NumericBounds = {}): number {
  const normalized = text.trim().replace(',', '.');
  let value = normalized === '' ? 0 : Number(normalized);
  if (!Number.isFinite(value)) value = 0;
  if (bounds.min !== undefined && value < bounds.min) value = bounds.min;
  if (bounds.max !== undefined && value > bounds.max) value = bounds.max;
  // Avoid -0.
  return value === 0 ? 0 : value;
}

/**
 * Keeps the text being typed (e.g. '' or '1.') while the parent only stores numbers.
 * The draft is shown while it still parses to `value`; otherwise `value` wins
 * (external updates). On blur the text is normalized to the stored number.
 */
export function useNumericDraft(value: number, onChange: (value: number) => void, bounds: NumericBounds) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft !== null && parseNumericInput(draft, bounds) === value ? draft : String(value);
  return {
    text,
    change(next: string) {
      setDraft(next);
      onChange(parseNumericInput(next, bounds));
    },
    blur() {
      setDraft(null);
    },
  };
}
