/** Removes every non-digit character. */
export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * Applies a digit pattern progressively: each '0' in the pattern takes the next digit,
 * any other character is a literal written only when more digits follow, so partial input
 * never ends with a dangling separator. Extra digits are dropped.
 */
export function applyDigitMask(raw: string, pattern: string): string {
  const digits = onlyDigits(raw);
  let out = '';
  let next = 0;
  for (const ch of pattern) {
    if (next >= digits.length) break;
    if (ch === '0') {
      out += digits[next];
      next += 1;
    } else {
      out += ch;
    }
  }
  return out;
}

/** True when the value contains only digits and the usual mask separators. */
export function hasOnlyMaskChars(value: string): boolean {
  return /^[\d\s.\-/()]*$/.test(value);
}
