import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@agenda/br';

/**
 * True when any string (value or key) anywhere in a request's input carries a control character
 * other than tab and line breaks — a NUL byte PostgreSQL would refuse, an escape sequence meant for
 * a terminal. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function inputHasControlCharacters(input: unknown): boolean {
  const pending: unknown[] = [input];
  let visited = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (++visited > 200_000) return false;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, true)) return true;
    } else if (ArrayBuffer.isView(value)) {
      // A file's bytes (an uploaded spreadsheet) are no text: its own reader checks what it holds.
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key, true)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export { CONTROL_CHARACTERS_MESSAGE };
